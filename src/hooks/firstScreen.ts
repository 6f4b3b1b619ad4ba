import { createElement, startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FIRST_SCREEN_ID } from '../api/contract/boot';
import { drawingGone, drawingUp, partDone, takeTurn } from '../lib/drawing';

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

let checkDue = false;

/**
 * Whether every mounted part shows, asked once the commit's layout effects have all run (a microtask, still before the
 * paint): inside them, a part that shows in a commit can run its effect before a part mounted later in the same commit
 * has said it does not, and React takes away every changed part's old word before any says the new one.
 */
function checkShown(): void {
  if (checkDue) return;
  checkDue = true;
  queueMicrotask(() => {
    checkDue = false;
    if (waiting.size === 0) releaseFirstScreen();
  });
}

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
    checkShown();
    return () => {
      waiting.delete(part);
    };
  }, [shown, part]);
}

/**
 * Renders its children in a later turn while the server's drawing is up, so the landing screen's first render comes
 * in several short tasks instead of one long one (a slow phone answers a tap between them); the drawing covers the
 * screen meanwhile and, when `holds`, stays until the children are in. The parts waiting when a turn starts render
 * together, in one transition and one commit; a part that a turn's render brings waits for the next turn, so the
 * screen comes in as many turns as its parts are nested deep. Without a drawing it renders them at once.
 */
export function InTurn({ children, holds = true }: { children: ReactNode; holds?: boolean }) {
  const [ready, setReady] = useState(() => !drawingUp());
  const [part] = useState(() => ({}));
  // A transition: React renders the turn in slices of a few milliseconds, yielding between them.
  useEffect(
    () => (ready ? undefined : takeTurn(part, () => startTransition(() => setReady(true)))),
    [ready, part],
  );
  useLayoutEffect(() => {
    if (ready) partDone(part);
  }, [ready, part]);
  useFirstScreenShown(ready || !holds);
  return ready ? children : null;
}

/**
 * A long list (a grid of game tiles) beneath the server's drawing renders in the turn after the render that brings
 * its answer, so that render (and whatever else was waiting to render in its task) never renders tiles as well.
 * Whether the list comes in a turn is settled when it mounts and kept, so its items are never moved between parents
 * (and remounted) later, as the list grows at its end (the next page). Without a drawing this is the plain list.
 */
export function useListInTurn<T>(
  items: readonly T[],
  render: (item: T, index: number) => ReactNode,
): ReactNode {
  const [inTurn] = useState(drawingUp);
  return inTurn ? createElement(InTurn, null, items.map(render)) : items.map(render);
}
