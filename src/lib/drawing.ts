import { FIRST_SCREEN_ID } from '../api/contract/boot';

/** The server's drawing of the first screen is in the page right now (docs/performance.md). */
export function drawingUp(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_ID) !== null;
}
