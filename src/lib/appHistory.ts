/**
 * How deep the user is inside the app's own history, so "back" knows whether one step back stays in the app
 * (spec 01 §2: one step back, or home when there is no history). Each in-app push records its depth in
 * `history.state`, which survives reloads and is restored on popstate.
 */
const KEY = '__mcDepth';

function depthOf(state: unknown): number {
  const d = (state as Record<string, unknown> | null)?.[KEY];
  return typeof d === 'number' && d >= 0 ? d : 0;
}

let depth = typeof history === 'undefined' ? 0 : depthOf(history.state);

/** Starts tracking; answers the stop function. */
export function trackHistory(): () => void {
  const onPush = () => {
    depth += 1;
    const state = (history.state as Record<string, unknown> | null) ?? {};
    history.replaceState({ ...state, [KEY]: depth }, '');
  };
  const onPop = () => {
    depth = depthOf(history.state);
    steppedTo = `${location.pathname}${location.search}`;
  };
  addEventListener('pushState', onPush);
  // Captured, so it runs before the router's own listener renders the step (listeners at the target run captured
  // first, whatever the order they were added in).
  addEventListener('popstate', onPop, { capture: true });
  return () => {
    removeEventListener('pushState', onPush);
    removeEventListener('popstate', onPop, { capture: true });
  };
}

let steppedTo: string | undefined;

/** The address (path and query, `?` included) the last step through the history (back, forward) arrived at. */
export function historyStepTarget(): string | undefined {
  return steppedTo;
}

/** Whether one step back stays inside the app. */
export function canGoBack(): boolean {
  return depth > 0;
}

/**
 * `history.length` when a screen that embeds a navigating page (customer service's chat) opened. The frame's own
 * navigations join the tab's history, so one step back would only step the frame back; `goBack` steps over them.
 */
let frameBase: number | undefined;

/** Marks that the current screen embeds a page that navigates; answers the function that unmarks it. */
export function markFrameHistory(): () => void {
  const base = history.length;
  frameBase = base;
  return () => {
    if (frameBase === base) frameBase = undefined;
  };
}

/** One step back in the app: over the entries an embedded page added since its screen opened. */
export function goBack(): void {
  const extra = frameBase === undefined ? 0 : Math.max(0, history.length - frameBase);
  frameBase = undefined;
  history.go(-(1 + extra));
}

/** Back as the header does it: one step in the app, or `fallback` (home) when the app has no history of its own. */
export function backOr(fallback: () => void): void {
  if (canGoBack()) goBack();
  else fallback();
}
