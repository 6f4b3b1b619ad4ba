import { whenIdle } from '../../lib/drawing';

/** One pass of the notice ticker: its text from the ticker's right edge until it has left on the left. */
export const MARQUEE_LOOP_MS = 22_000;

/**
 * Sets the notice ticker moving once the page has settled (the server's drawing has gone and the main thread is
 * idle: whenIdle); returns a stop, which leaves the text standing again. Until then its text stands still at the ticker's left edge, where it can be read.
 * A compositor animation running from the first paint cost a 2-core host a third of a core for the whole start, in
 * frames drawn beside the app's own work (docs/performance.md "Motion waits for the start"). It starts at the phase
 * where the text is where it stands, so the text does not jump.
 */
export function startMarquee(track: HTMLElement): () => void {
  const cancel = whenIdle(() => {
    const box = track.parentElement;
    if (!box) return;
    // Read once, in an idle moment: the page's layout is clean, so this costs no layout of its own.
    const boxWidth = box.clientWidth;
    const textWidth = track.offsetWidth;
    if (boxWidth + textWidth === 0) return;
    // The loop runs the text from x = boxWidth (the track's padding of one box width) to x = -textWidth.
    const phase = boxWidth / (boxWidth + textWidth);
    track.style.animationDuration = `${MARQUEE_LOOP_MS}ms`;
    track.style.animationDelay = `${-Math.round(MARQUEE_LOOP_MS * phase)}ms`;
    track.classList.add('notice-track-moving');
  });
  // Other titles (the list arrives, the language changes): the text stands still again, and moves on once measured.
  return () => {
    cancel();
    track.classList.remove('notice-track-moving');
    track.style.animationDuration = '';
    track.style.animationDelay = '';
  };
}
