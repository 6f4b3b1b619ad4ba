import { FIRST_SCREEN_ID } from '../api/contract/boot';

/** The server's drawing of the first screen is in the page right now (docs/performance.md). */
export function drawingUp(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_ID) !== null;
}

/**
 * Whether the server's drawing in the page already loads this picture: the start loader (src/start.ts) gives the
 * drawing's lazy pictures (src/ui/LazyImage.tsx) their address as they come into view, before the app is there. The
 * app's copy of such a picture takes it at once, from the engine's memory, not a frame or more later from its own
 * observer.
 */
export function drawingLoads(src: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const img of document.querySelectorAll<HTMLImageElement>(`#${FIRST_SCREEN_ID} img[src]`))
    if (img.getAttribute('src') === src) return true;
  return false;
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

/**
 * Runs `callback` once the next frame has been painted; returns a cancel. For work a tap's next paint must not wait
 * for: React runs the effects of a tap's render before the browser paints, and a focus there forces a style and
 * layout pass of its own inside the tap's task (issue 39: the filter dialog's focus was a third of its tap's time).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The longest `whenIdle` waits for an idle moment once the drawing has gone. */
export const IDLE_LIMIT_MS = 2000;

/**
 * Runs `callback` once the server's drawing has gone and the main thread is idle (at most IDLE_LIMIT_MS after the
 * drawing goes); returns a cancel. For work done ahead of a tap, so that the tap itself only shows its result.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const cancelDrawing = afterDrawing(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(callback, { timeout: IDLE_LIMIT_MS });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, 0);
      cancelIdle = () => clearTimeout(id);
    }
  });
  return () => {
    cancelDrawing();
    cancelIdle();
  };
}

// Turns beneath the drawing (src/hooks/firstScreen.ts InTurn): the app's first render comes in a few short tasks.

/** The parts waiting for a turn to render, in the order they asked, and the parts rendering in this one. */
const turns: { part: object; start: () => void }[] = [];
let turn = new Set<object>();
let turnDue = false;

/**
 * Starts a turn a task later, for every part waiting then. The parts that ask while it renders (the ones its render
 * brings) wait for the next. A turn per part made a commit per part, and a frame after each, whose style, layout and
 * paint passes cost more than the render they followed (docs/performance.md).
 */
function nextTurn(): void {
  if (turns.length === 0) return;
  turnDue = true;
  setTimeout(() => {
    turnDue = false;
    const batch = turns.splice(0);
    turn = new Set(batch.map((t) => t.part));
    batch.forEach((t) => t.start());
  }, 0);
}

/** `part` has rendered, or gone before it did: once every part of this turn has, the next starts. */
export function partDone(part: object): void {
  if (!turn.delete(part)) return;
  if (turn.size === 0) nextTurn();
}

/** Asks for a turn for `part`; returns a cancel, which also counts the part as done if this was its turn. */
export function takeTurn(part: object, start: () => void): () => void {
  turns.push({ part, start });
  if (turn.size === 0 && !turnDue) nextTurn();
  return () => {
    const at = turns.findIndex((t) => t.part === part);
    if (at >= 0) turns.splice(at, 1);
    partDone(part);
  };
}
