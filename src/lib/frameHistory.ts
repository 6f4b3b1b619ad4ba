// Back navigation over an embedded page's history entries (docs/member-services.md "Customer service").
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
