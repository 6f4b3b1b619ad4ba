import type { ReactNode } from 'react';

// The props live apart from Carousel, so its lazy swiper half can import them without a cycle.
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

/** What the swiper half is given besides the carousel's props. */
export interface SwiperCarouselProps<T> extends CarouselProps<T> {
  /**
   * The first item has already been on screen for part of its autoplay delay (as a still); swiper waits only the
   * rest before the first move, so the cadence the player sees stays `autoplayMs` from the first paint.
   */
  firstDelayMs: number;
}
