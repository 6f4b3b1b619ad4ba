import { importAgainUrl } from '../lib/importAgain';
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
  importUrl: (url: string) => Promise<VitalsModule> = (url) =>
    import(/* @vite-ignore */ url) as Promise<VitalsModule>,
): void {
  let attempt = 0;
  const run = (failure?: unknown) => {
    attempt += 1;
    const again = failure === undefined ? undefined : importAgainUrl(failure, attempt);
    (again ? importUrl(again) : load()).then(
      (m) => m.reportFieldVitals(win),
      (error: unknown) => {
        if (attempt >= VITALS_LOAD_ATTEMPTS) return;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const retry = () => {
          clearTimeout(timer);
          win.removeEventListener('online', retry);
          run(error);
        };
        win.addEventListener('online', retry);
        if (win.navigator.onLine) timer = setTimeout(retry, VITALS_RETRY_MS);
      },
    );
  };
  run();
}
