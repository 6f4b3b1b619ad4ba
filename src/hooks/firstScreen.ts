import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ID } from '../api/contract/boot';

// A first visit's page may carry the server's drawing of its landing screen (docs/performance.md "The first screen,
// drawn by the server"): the app's own DOM stays hidden beside it (index.html's style) until the screen has what it
// shows, then the drawing goes, before the browser paints again. The drawing is inert: nothing in it reacts.

const drawn = typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_ID) !== null;

/** The page arrived with a drawing of its first screen. */
export function firstScreenDrawn(): boolean {
  return drawn;
}

/** Removes the server's drawing, showing the app; a second call does nothing. */
export function releaseFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** A landing screen says it shows what the drawing showed: the drawing goes before the next paint. */
export function useFirstScreenShown(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) releaseFirstScreen();
  }, [shown]);
}
