import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import './carousel.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** Autoplay delay; used only with more than one item (spec 02 §2, §9: 5000 ms). */
  autoplayMs: number;
  /** Transition time (the hot ticker's 500 ms). */
  speedMs?: number;
  vertical?: boolean;
  pagination?: boolean;
  className?: string;
}

/**
 * How long after mount the other items join the first, when nobody touches the carousel: once the screen has settled
 * (its data, its largest picture), and before the first autoplay move is due. Until then the carousel is a still of
 * its first item, so the other banners' pictures do not compete with the first paint.
 */
export const CAROUSEL_LIVE_AFTER_MS = 3000;
/** Swiper's default move time, kept when the carousel became the app's own. */
export const CAROUSEL_SPEED_MS = 300;
/** A drag of this share of the width moves to the next or previous item; a shorter one springs back. */
export const SWIPE_SHARE = 0.2;
/** A finger that moved less than this is a tap. */
const TAP_SLOP_PX = 10;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Gesture {
  id: number;
  x: number;
  width: number;
  moved: boolean;
}

/**
 * A looping, autoplaying carousel (spec 02 §2, §9), the app's own: a track of the items moved by a CSS transform, with
 * a copy of the last item before the first and of the first after the last, so the loop never runs backwards.
 * Autoplay keeps going through touch, waits while the carousel holds the focus (WCAG 2.2.2) and stops for people who
 * ask for reduced motion. A horizontal carousel follows the finger (the page still scrolls vertically); a tap on an
 * item is the item's own. Only the item in view can be reached: the others are inert.
 *
 * It replaced swiper (docs/performance.md, "The carousels are the app's own"): swiper's stylesheet and set-up were
 * the longest tasks of home's start (about 250 ms of main thread at 4x CPU, three seconds in), for what this does in
 * a few hundred bytes.
 */
export function Carousel<T>({
  items,
  renderItem,
  itemKey,
  autoplayMs,
  speedMs = CAROUSEL_SPEED_MS,
  vertical = false,
  pagination = false,
  className,
}: CarouselProps<T>) {
  const { t } = useLingui();
  const count = items.length;
  const many = count > 1;
  // Until live, only the first item is there (a still).
  const [live, setLive] = useState(false);
  // How many items (from the first) have their content. Going live adds the slides at once, empty, so the track has
  // its shape, and fills them one a task: all at once, a carousel of many items was a render of 10-25 ms three
  // seconds into a first visit (docs/performance.md). A touch fills them all.
  const [filled, setFilled] = useState(1);
  // The track's position: 0 .. count - 1 are the items, -1 and count their copies at either end.
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(false);
  const [dragPx, setDragPx] = useState(0);
  const [held, setHeld] = useState(false);
  const [focused, setFocused] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const pressed = useRef(false);
  const swallowClick = useRef(false);
  // The first move is due autoplayMs after the first paint, however long the still lasted.
  const firstDue = useRef(0);
  const moved = useRef(false);
  const still = reducedMotion();

  // New items (a revalidated answer) start again from the first.
  useEffect(() => {
    setPosition(0);
    setAnimated(false);
    moved.current = false;
  }, [count]);

  useEffect(() => {
    if (!many) return undefined;
    firstDue.current = performance.now() + autoplayMs;
    const timer = setTimeout(() => setLive(true), Math.min(CAROUSEL_LIVE_AFTER_MS, autoplayMs));
    return () => clearTimeout(timer);
  }, [many, autoplayMs]);

  // The fill, a slide per task, well before the first move is due.
  useEffect(() => {
    if (!live || filled >= count) return undefined;
    const timer = setTimeout(() => setFilled((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [live, filled, count]);

  const moveTo = (target: number) => {
    setLive(true);
    setFilled(count);
    moved.current = true;
    setAnimated(!still);
    setPosition(Math.max(-1, Math.min(count, target)));
  };

  // Autoplay.
  useEffect(() => {
    if (!many || !live || held || focused || still || position < 0 || position >= count) return undefined;
    const delay = moved.current ? autoplayMs : Math.max(firstDue.current - performance.now(), speedMs);
    const timer = setTimeout(() => {
      moved.current = true;
      setAnimated(true);
      setPosition((p) => Math.min(p + 1, count));
    }, delay);
    return () => clearTimeout(timer);
  }, [many, live, held, focused, still, position, count, autoplayMs, speedMs]);

  // On a copy, once the move has run, jump to the item it copies (no transition, so nothing shows).
  useEffect(() => {
    if (position >= 0 && position < count) return undefined;
    const timer = setTimeout(
      () => {
        setAnimated(false);
        setPosition(position < 0 ? count - 1 : 0);
      },
      animated ? speedMs : 0,
    );
    return () => clearTimeout(timer);
  }, [position, count, animated, speedMs]);

  const current = ((position % count) + count) % count;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!many) return;
    setLive(true);
    setFilled(count);
    setHeld(true);
    pressed.current = true;
    // A drag that ended without a click (a finger) must not swallow the next tap.
    swallowClick.current = false;
    if (!vertical)
      gesture.current = { id: e.pointerId, x: e.clientX, width: e.currentTarget.clientWidth, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    const dx = e.clientX - g.x;
    if (!g.moved && Math.abs(dx) > TAP_SLOP_PX) {
      g.moved = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (g.moved) setDragPx(dx);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    setHeld(false);
    pressed.current = false;
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    gesture.current = null;
    if (!g.moved) return;
    swallowClick.current = e.type === 'pointerup';
    const share = (e.clientX - g.x) / Math.max(g.width, 1);
    setDragPx(0);
    moveTo(share <= -SWIPE_SHARE ? position + 1 : share >= SWIPE_SHARE ? position - 1 : position);
  };
  const onClickCapture = (e: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };
  // Keyboard focus holds the autoplay; the focus a tap gives does not (autoplay goes on through touch).
  const onFocus = () => {
    if (!many) return;
    setLive(true);
    setFilled(count);
    if (!pressed.current) setFocused(true);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocused(false);
  };

  const first = items[0];
  if (first === undefined) return null;
  const last = items[count - 1] as T;
  // In the still there is no copy before the first item, so the track starts at its first child either way.
  const offset = live && many ? position + 1 : 0;
  const axis = vertical ? 'Y' : 'X';
  // The still has no style attribute: the server draws it into a page whose policy allows no inline style (the
  // app's own renders set styles through the DOM, which the policy allows).
  const trackStyle: CSSProperties | undefined = live
    ? {
        transform: `translate${axis}(calc(${-offset * 100}% + ${dragPx}px))`,
        transitionDuration: animated && dragPx === 0 ? `${speedMs}ms` : '0ms',
      }
    : undefined;
  // A copy is filled with the rest; an item in view always is.
  const slide = (item: T, index: number, key: string | number, copy: boolean) => (
    <div key={key} className="carousel-slide" inert={copy || index !== current || undefined}>
      {(copy ? filled >= count : index < filled || index === current) && renderItem(item, index)}
    </div>
  );
  return (
    <div
      className={`carousel${vertical ? ' carousel-vertical' : ''}${className ? ` ${className}` : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={onClickCapture}
      onFocusCapture={onFocus}
      onBlurCapture={onBlur}
    >
      <div className="carousel-track" style={trackStyle}>
        {live && many && slide(last, count - 1, 'copy-of-last', true)}
        {/* The same keyed list either way, so the first item's element stays when the others join it. */}
        {(live ? items : items.slice(0, 1)).map((item, i) => slide(item, i, itemKey(item, i), false))}
        {live && many && slide(first, 0, 'copy-of-first', true)}
      </div>
      {pagination && many && (
        <div className="carousel-pagination">
          {items.map((item, i) => (
            <button
              key={itemKey(item, i)}
              type="button"
              className="carousel-bullet"
              aria-label={t`Show item ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => moveTo(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
