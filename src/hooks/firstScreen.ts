import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FIRST_SCREEN_ID } from '../api/contract/boot';
import { drawingUp } from '../lib/drawing';

// A first visit's page may carry the server's drawing of its landing screen (docs/performance.md "The first screen,
// drawn by the server"): the app's own DOM stays hidden beside it (index.html's style) until the screen has what it
// shows, then the drawing goes, before the browser paints again. The drawing is inert: nothing in it reacts.

const drawn = drawingUp();

/** The page arrived with a drawing of its first screen. */
export function firstScreenDrawn(): boolean {
  return drawn;
}

/** Removes the server's drawing, showing the app; a second call does nothing. */
export function releaseFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_ID)?.remove();
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

/**
 * Renders its children a task later while the server's drawing is up, so the landing screen's first render comes in
 * several short tasks instead of one long one (a slow phone answers a tap between them); the drawing covers the
 * screen meanwhile and, when `holds`, stays until the children are in. Without a drawing it renders them at once.
 */
export function InTurn({ children, holds = true }: { children: ReactNode; holds?: boolean }) {
  const [ready, setReady] = useState(() => !drawingUp());
  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  useFirstScreenShown(ready || !holds);
  return ready ? children : null;
}
