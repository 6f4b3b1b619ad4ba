import { createElement, startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FIRST_SCREEN_ID } from '../api/contract/boot';
import { drawingGone, drawingUp } from '../lib/drawing';

// A first visit's page may carry the server's drawing of its landing screen (docs/performance.md "The first screen,
// drawn by the server"): the app's own DOM stays hidden beside it (index.html's style) until the screen has what it
// shows, then the drawing goes, before the browser paints again. The drawing is inert: nothing in it reacts.

const drawn = drawingUp();

// Beneath the drawing, an answer arriving (checked against its schema and stored) is one short task and the render
// it causes another: React renders an update made outside its own events in a task of its scheduler, not in the task
// that made it. Unseen beneath the drawing, a render a task later costs nothing; one long task would hold back a tap.

/** The page arrived with a drawing of its first screen. */
export function firstScreenDrawn(): boolean {
  return drawn;
}

/** Removes the server's drawing, showing the app; a second call does nothing. */
export function releaseFirstScreen(): void {
  const drawing = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ID);
  if (!drawing) return;
  drawing.remove();
  drawingGone();
}

/** The mounted parts of the landing screen that do not yet show what the drawing showed of them. */
const waiting = new Set<object>();

/**
 * A part of the landing screen says whether it shows what the drawing showed of it: once every mounted part does, the
 * drawing goes, before the next paint. Children settle their effects before their parents, so a screen whose own
 * data is in still waits for a section below it (home's games) that is not.
 */
export function useFirstScreenShown(shown: boolean): void {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    if (!drawn) return undefined;
    if (shown) waiting.delete(part);
    else waiting.add(part);
    if (waiting.size === 0) releaseFirstScreen();
    return () => {
      waiting.delete(part);
    };
  }, [shown, part]);
}

/** The parts waiting for their turn to render, first come first served, and the one whose turn it is. */
const turns: { part: object; start: () => void }[] = [];
let turn: object | null = null;

function nextTurn(): void {
  const next = turns.shift();
  turn = next?.part ?? null;
  if (next) setTimeout(next.start, 0);
}

/** Asks for `part`'s turn; returns a cancel, which also passes the turn on if it was `part`'s and it never rendered. */
function takeTurn(part: object, start: () => void): () => void {
  turns.push({ part, start });
  if (turn === null) nextTurn();
  return () => {
    const at = turns.findIndex((t) => t.part === part);
    if (at >= 0) turns.splice(at, 1);
    if (turn === part) nextTurn();
  };
}

/**
 * Renders its children in a turn of their own while the server's drawing is up, so the landing screen's first render
 * comes in several short tasks instead of one long one (a slow phone answers a tap between them); the drawing covers
 * the screen meanwhile and, when `holds`, stays until the children are in. One part renders per turn: the next
 * part's turn starts a task after this one's render, so parts asking at once never render together in one task.
 * Without a drawing it renders them at once.
 */
export function InTurn({ children, holds = true }: { children: ReactNode; holds?: boolean }) {
  const [ready, setReady] = useState(() => !drawingUp());
  const [part] = useState(() => ({}));
  // A transition: React renders the part in slices of a few milliseconds, yielding between them.
  useEffect(
    () => (ready ? undefined : takeTurn(part, () => startTransition(() => setReady(true)))),
    [ready, part],
  );
  useLayoutEffect(() => {
    if (ready && turn === part) nextTurn();
  }, [ready, part]);
  useFirstScreenShown(ready || !holds);
  return ready ? children : null;
}

/** Items of a long list rendered per turn beneath the drawing (one row of game tiles). */
export const ITEMS_PER_TURN = 3;

/**
 * A long list (a grid of game tiles) beneath the server's drawing: each group of `ITEMS_PER_TURN` items renders in a
 * turn of its own, the first too, so the render that brings the list's answer (and whatever else was waiting to
 * render in that task) never renders tiles as well. Whether the list comes in turns is settled when it mounts and
 * kept, so its items are never moved between parents (and remounted) later; an item keeps its group as the list grows
 * at its end (the next page). Without a drawing this is the plain list.
 */
export function useInTurns<T>(
  items: readonly T[],
  render: (item: T, index: number) => ReactNode,
): ReactNode[] {
  const [inTurns] = useState(drawingUp);
  if (!inTurns) return items.map(render);
  const out: ReactNode[] = [];
  for (let from = 0; from < items.length; from += ITEMS_PER_TURN)
    out.push(
      createElement(InTurn, {
        key: `turn-${from}`,
        children: items.slice(from, from + ITEMS_PER_TURN).map((item, i) => render(item, from + i)),
      }),
    );
  return out;
}
