import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type { SlidesControl } from './swiper';
import { useStableCallback } from './useStableCallback';
import { loadSwiper } from './loadSwiper';
import './carousel.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** Autoplay delay; used only with more than one item (spec 02 §2, §9: 5000 ms). */
  autoplayMs: number;
  /** Autoplay stands still (the screen is kept behind another, src/stores/screenShown.ts). */
  paused?: boolean;
  /** Transition time (the hot ticker's 500 ms). */
  speedMs?: number;
  vertical?: boolean;
  pagination?: boolean;
  className?: string;
}

/**
 * How long after mount swiper is asked for, when nobody touches the carousel: once the screen has settled (its data,
 * its largest picture), and before the first autoplay move is due. Until then the carousel is a still of its first
 * item, so swiper's script and styles and the other banners' pictures do not compete with the first paint.
 */
export const CAROUSEL_LIVE_AFTER_MS = 3000;
/** swiper's default move time. */
export const CAROUSEL_SPEED_MS = 300;
/** A drag of this share of the width moves to the next or previous item; a shorter one springs back. */
export const SWIPE_SHARE = 0.2;
/** A finger that moved less than this is a tap. */
export const TAP_SLOP_PX = 10;
/** A press held this long is not a tap: letting go does not follow the item's link. */
export const LONG_PRESS_MS = 500;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A looping, autoplaying carousel (spec 02 §2, §9) run by swiper: the items in swiper's markup, the first alone until
 * swiper arrives (after the first paint; at once on a touch, the keyboard or a bullet), then all of them, which
 * swiper takes over in place: no jump. Autoplay keeps going through touch, waits while the keyboard is in the
 * carousel (WCAG 2.2.2) and stops for people who ask for reduced motion. A horizontal carousel follows the finger (the
 * page still scrolls vertically); a tap on an item is the item's own, a drag or a long press is not. Only the item in
 * view can be reached: the others are inert. The bullets are the app's own buttons.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  // New items (a revalidated answer) are a new carousel: swiper moves the slides of a loop, so React must not keep
  // reconciling an older list inside them.
  const key = props.items.map((item, i) => props.itemKey(item, i)).join('\u0000');
  return <Slides key={key} {...props} />;
}

function Slides<T>({
  items,
  renderItem,
  itemKey,
  autoplayMs,
  speedMs = CAROUSEL_SPEED_MS,
  vertical = false,
  pagination = false,
  className,
  paused = false,
}: CarouselProps<T>) {
  const { t } = useLingui();
  const count = items.length;
  const many = count > 1;
  const [live, setLive] = useState(false);
  const [current, setCurrent] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const control = useRef<SlidesControl | null>(null);
  // The first move is due autoplayMs after the first paint, however long the still lasted.
  const firstDue = useRef(0);
  const keyboard = useRef(false);
  const pressedAt = useRef<number | null>(null);
  const swallowClick = useRef(false);
  const wanted = useRef(0);
  // Autoplay holds while keyboard focus is inside, and while `paused` (its screen kept behind another: home).
  const away = useRef(paused);
  const applyHold = useStableCallback(() => control.current?.hold(keyboard.current || away.current));
  useEffect(() => {
    away.current = paused;
    applyHold();
  }, [paused, applyHold]);

  // The still waits while its screen is kept behind another and counts again from when it is shown: swiper measures
  // and builds the carousel in a screen on show, after the step back's frame, not in that step (issue 66: a player
  // who left home before its carousels went live had them start in the task of the step back).
  useEffect(() => {
    if (!many || live || paused) return undefined;
    firstDue.current = performance.now() + autoplayMs;
    const timer = setTimeout(() => setLive(true), Math.min(CAROUSEL_LIVE_AFTER_MS, autoplayMs));
    return () => clearTimeout(timer);
  }, [many, live, paused, autoplayMs]);

  // Every item is rendered once live; swiper takes the markup over after that commit.
  useEffect(() => {
    const el = container.current;
    if (!live || !el) return undefined;
    let stopped = false;
    void loadSwiper().then(
      ({ startSlides }) => {
        if (stopped) return;
        control.current = startSlides(el, {
          vertical,
          speedMs,
          autoplayMs: reducedMotion() ? null : autoplayMs,
          firstMoveInMs: Math.max(firstDue.current - performance.now(), speedMs),
          initialIndex: wanted.current,
          swipeShare: SWIPE_SHARE,
          tapSlopPx: TAP_SLOP_PX,
          drag: !vertical,
          onChange: setCurrent,
        });
        applyHold();
        // Its code could not load (a flaky network): the carousel stands still again and goes live after its delay,
        // asking for the code afresh.
      },
      () => {
        if (!stopped) setLive(false);
      },
    );
    return () => {
      stopped = true;
      control.current?.destroy();
      control.current = null;
    };
  }, [live, vertical, speedMs, autoplayMs, applyHold]);

  const wake = () => {
    if (many) setLive(true);
  };
  const goTo = (index: number) => {
    wanted.current = index;
    setCurrent(index);
    if (control.current) control.current.goTo(index);
    else wake();
  };
  const onPointerDown = () => {
    wake();
    pressedAt.current = performance.now();
    swallowClick.current = false;
  };
  const onPointerUp = () => {
    const at = pressedAt.current;
    pressedAt.current = null;
    swallowClick.current = at !== null && performance.now() - at >= LONG_PRESS_MS;
  };
  const onClickCapture = (e: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };
  // Keyboard focus holds the autoplay; the focus a tap gives does not (autoplay goes on through touch).
  const onFocus = () => {
    wake();
    if (pressedAt.current !== null) return;
    keyboard.current = true;
    applyHold();
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    keyboard.current = false;
    applyHold();
  };

  if (items[0] === undefined) return null;
  const shown = live ? items : items.slice(0, 1);
  return (
    <div
      className={`carousel${vertical ? ' carousel-vertical' : ''}${className ? ` ${className}` : ''}`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClickCapture={onClickCapture}
      onContextMenu={(e) => {
        // A long press on a banner is not a menu of its picture either.
        if (many) e.preventDefault();
      }}
      onFocusCapture={onFocus}
      onBlurCapture={onBlur}
    >
      <div ref={container} className="carousel-viewport swiper">
        <div className="carousel-track swiper-wrapper">
          {shown.map((item, i) => (
            <div key={itemKey(item, i)} className="carousel-slide swiper-slide">
              {renderItem(item, i)}
            </div>
          ))}
        </div>
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
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
