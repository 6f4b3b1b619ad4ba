import { FIRST_SCREEN_ID } from '../api/contract/boot';

/** The server's drawing of the first screen is in the page right now (docs/performance.md). */
export function drawingUp(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_ID) !== null;
}

const waiting: (() => void)[] = [];

/**
 * Runs `callback` once the drawing has gone, at once when there is none; returns a cancel. For work that only means
 * something on screen: focus, for one, cannot land in the app's DOM while it is hidden beneath the drawing, and asking
 * for it there forces a style and layout pass of the whole page for nothing.
 */
export function afterDrawing(callback: () => void): () => void {
  if (!drawingUp()) {
    callback();
    return () => {};
  }
  waiting.push(callback);
  return () => {
    const at = waiting.indexOf(callback);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** The drawing has been removed (src/hooks/firstScreen.ts releaseFirstScreen): runs what waited for it. */
export function drawingGone(): void {
  for (const callback of waiting.splice(0)) callback();
}
