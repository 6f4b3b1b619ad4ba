import { useEffect, useState } from 'react';

/** Spec 01 §2: a touch that moves more than 100 px right, or leaves the left edge, is a swipe-back. */
export const SWIPE_DISTANCE_PX = 100;
/** The swipe flag clears this long after the touch ends. */
export const SWIPE_CLEAR_MS = 500;

/** True while the user is swiping back, so page changes skip their fade. */
export function useSwipeBack(): boolean {
  const [swiping, setSwiping] = useState(false);
  useEffect(() => {
    let startX = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? 0;
    };
    const onMove = (e: TouchEvent) => {
      const x = e.touches[0]?.clientX ?? startX;
      if (x - startX > SWIPE_DISTANCE_PX || x <= 0) {
        clearTimeout(timer);
        setSwiping(true);
      }
    };
    const onEnd = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSwiping(false), SWIPE_CLEAR_MS);
    };
    addEventListener('touchstart', onStart, { passive: true });
    addEventListener('touchmove', onMove, { passive: true });
    addEventListener('touchend', onEnd, { passive: true });
    addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener('touchstart', onStart);
      removeEventListener('touchmove', onMove);
      removeEventListener('touchend', onEnd);
      removeEventListener('touchcancel', onEnd);
    };
  }, []);
  return swiping;
}
