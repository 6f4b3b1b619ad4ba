import { whenQuiet } from '../../lib/quiet';

/** One pass of the notice ticker: its text from the ticker's right edge until it has left on the left. */
export const MARQUEE_LOOP_MS = 22_000;

/** The longest the ticker stands still, on a page that never falls quiet. */
export const MARQUEE_START_LIMIT_MS = 10_000;

/**
 * Sets the notice ticker moving once the page is quiet (`whenQuiet`: the server's drawing has gone, the main thread is
 * idle and has then run no long task for a while; at the latest MARQUEE_START_LIMIT_MS from now); returns a stop,
 * which leaves the text standing again. Until then its text stands still at the ticker's left edge, where it can be
 * read. A compositor animation costs the main thread nothing, but each of its frames is drawn by the browser's display
 * compositor: on a 2-core host that took a third of a core for as long as it ran, beside the start's own work
 * (docs/performance.md). It starts at the phase where the text is where it stands, so the text does not jump.
 */
export function startMarquee(track: HTMLElement): () => void {
  const cancel = whenQuiet(() => {
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
  }, MARQUEE_START_LIMIT_MS);
  // Other titles (the list arrives, the language changes): the text stands still again, and moves on once measured.
  return () => {
    cancel();
    track.classList.remove('notice-track-moving');
    track.style.animationDuration = '';
    track.style.animationDelay = '';
  };
}
