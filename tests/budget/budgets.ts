/** Gzip budgets (deterministic, so CI gates on them; issue 6 "Bundle"). */
export const BUDGET = {
  /**
   * JS before a page's first paint. A landing screen's first visit paints the server's drawing (a repeat visit the
   * worker's kept drawing) with only the start loader (src/start.ts) loaded; any other page paints index.html's
   * splash with no script at all. So this is the start loader and what it imports (docs/performance.md "Budgets").
   */
  firstPaintJs: 90 * 1024,
  /**
   * The app's shell: the entry, its static imports and the start catalogue, which render the app's first screen
   * (beneath the drawing, or in the splash's place). React's runtime is about 60 KiB of it.
   */
  shellJs: 110 * 1024,
  /** JS and CSS before the route's screen shows (entry plus the lazy screen). */
  routeInitial: { '/m/home': 140 * 1024, '/m/login': 140 * 1024, '/m/gameList': 140 * 1024 },
  /**
   * Scripts before the route's screen shows (the same closure): each is a request and about seven main-thread tasks
   * to receive, compile and link, so the screens' shared modules come in a few chunks (vite.config.ts, issue 66).
   */
  routeScripts: { '/m/home': 10, '/m/login': 11, '/m/gameList': 12 },
  /** Everything the worker precaches: what one visit costs a player on a metered connection. */
  precache: 400 * 1024,
} as const;
