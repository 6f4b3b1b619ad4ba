// The hand-over to a new version of the service worker (the update prompt's "update now", src/app/update.ts). Chromium
// activates a waiting worker that was told to skip waiting only once the active one has no event in flight, and an
// event lasts until its waitUntil promises settle. The active worker's background work (a landing screen's drawing
// asked for, a page's pictures kept, the pause before a navigation's drawing: sw/sw.ts) would then hold the page's
// reload for as long as a hanging network holds that work, up to DRAWING_FETCH_TIMEOUT_MS and more. So the page tells
// its worker, just before it asks the new one to take over, to drop that work; what is dropped is asked for again by
// the new version. A page's own requests are not touched: each ends with its answer or the client's timeout.

/** The message a page posts to the worker that controls it when the player takes the update. */
export const RETIRING = 'RETIRING';

export interface RetiringNote {
  type: typeof RETIRING;
}

/** The note, if the message is one. */
export function retiringNoteOf(data: unknown): RetiringNote | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  return (data as Record<string, unknown>).type === RETIRING ? { type: RETIRING } : undefined;
}
