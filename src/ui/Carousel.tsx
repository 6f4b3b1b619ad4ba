import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CarouselProps } from './carouselProps';

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

/**
 * How long after mount swiper loads when nobody touches the carousel: once the screen has settled (its data, images
 * and first renders), and before the first autoplay move is due. Swiper's code and its set-up are the heaviest
 * main-thread work on home; doing them while the page is still becoming usable cost a slow phone its first taps.
 */
export const SWIPER_AFTER_MS = 3000;

/**
 * A looping, autoplaying carousel. Swiper (about 28 kB gzip) is fetched after the screen has settled, or at once when
 * the player touches or focuses the carousel: until then the first item shows as a still, so the screen paints at
 * once and nothing jumps. Autoplay keeps going through touch, and stops for people who ask for reduced motion.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const many = props.items.length > 1;
  const mountedAt = useRef(0);
  const [firstDelayMs, setFirstDelayMs] = useState<number | null>(null);
  const { autoplayMs } = props;

  const start = useCallback(() => {
    setFirstDelayMs((d) => d ?? Math.max(autoplayMs - (performance.now() - mountedAt.current), 0));
  }, [autoplayMs]);

  useEffect(() => {
    if (!many) return;
    mountedAt.current = performance.now();
    const t = setTimeout(start, Math.min(SWIPER_AFTER_MS, autoplayMs));
    return () => clearTimeout(t);
  }, [many, autoplayMs, start]);

  const first = props.items[0];
  const still =
    first === undefined ? null : (
      <div
        className={props.className}
        onPointerDown={many ? start : undefined}
        onFocusCapture={many ? start : undefined}
      >
        {props.renderItem(first, 0)}
      </div>
    );
  if (firstDelayMs === null) return still;
  return (
    <Suspense fallback={still}>
      <SwiperCarousel {...(props as CarouselProps<unknown>)} firstDelayMs={firstDelayMs} />
    </Suspense>
  );
}
