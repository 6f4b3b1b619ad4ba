import { reloadable } from '../lib/importAgain';

/**
 * The carousels' code (swiper, through src/ui/swiper.ts), loaded when a carousel goes live. A load that failed (a
 * flaky network) is asked for afresh by the next call (src/lib/importAgain.ts); until then a carousel stands still,
 * showing its first item.
 */
export const loadSwiper = reloadable(() => import('./swiper'));
