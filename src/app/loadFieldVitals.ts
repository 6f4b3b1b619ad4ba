import { importUrl, patiently, reloadable } from '../lib/importAgain';
import type { reportFieldVitals } from './fieldVitals';

/** What the reporter's chunk gives. */
interface VitalsModule {
  reportFieldVitals: typeof reportFieldVitals;
}

/** How many times the field vitals' code is asked for before the visit goes unreported. */
export const VITALS_LOAD_ATTEMPTS = 3;
/** How long a failed load waits before it asks again while the browser believes it is online. */
export const VITALS_RETRY_MS = 30_000;

/**
 * Loads the field vitals' reporter (src/app/fieldVitals.ts) and starts it. Its code loads late, once the app has
 * taken over and the page is idle (main.tsx), so on a flaky network the load can fail: then it is asked for again
 * when the browser is back online, or after VITALS_RETRY_MS, VITALS_LOAD_ATTEMPTS times in all, and then the visit
 * goes unreported. A failed load never surfaces as an error: the player sees nothing of the vitals. The library reads
 * the browser's buffered entries, so a reporter that loads late still has the visit's paint and shifts.
 */
export function loadFieldVitals(
  load: () => Promise<VitalsModule> = () => import('./fieldVitals'),
  win: Window = window,
  byUrl: (url: string) => Promise<VitalsModule> = importUrl,
): void {
  patiently(reloadable(load, { byUrl }), {
    attempts: VITALS_LOAD_ATTEMPTS,
    delayMs: VITALS_RETRY_MS,
    win,
  }).then(
    (m) => m.reportFieldVitals(win),
    () => undefined,
  );
}
