import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

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
 * A looping, autoplaying carousel. Swiper (about 28 kB gzip) is fetched after the first paint: until it lands, the
 * first item shows as a still, so the screen paints at once and nothing jumps. Autoplay keeps going through touch,
 * and stops for people who ask for reduced motion.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (props.items.length < 2) return;
    const t = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(t);
  }, [props.items.length]);
  const first = props.items[0];
  const still =
    first === undefined ? null : <div className={props.className}>{props.renderItem(first, 0)}</div>;
  if (!ready) return still;
  return (
    <Suspense fallback={still}>
      <SwiperCarousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
