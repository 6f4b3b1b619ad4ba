/** Gzip budgets (deterministic, so CI gates on them; issue 6 "Bundle"). */
export const BUDGET = {
  /** JS before first paint on home: the entry and its static imports. */
  firstPaintJs: 90 * 1024,
  /** JS and CSS before the route's screen shows (entry plus the lazy screen). */
  routeInitial: { '/m/home': 140 * 1024, '/m/login': 140 * 1024 },
  /** Everything the worker precaches: what one visit costs a player on a metered connection. */
  precache: 400 * 1024,
} as const;
