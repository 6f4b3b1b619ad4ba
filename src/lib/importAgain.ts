/**
 * The module a failed dynamic import names (Chromium: "Failed to fetch dynamically imported module: URL", Firefox:
 * "error loading dynamically imported module: URL"); undefined when it names none (WebKit).
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const m = error instanceof Error ? /\b(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(error.message) : null;
  return m?.[1];
}

/**
 * The address to ask for a module again after a failed import: the failed module under a new query, since a browser
 * may keep a failed import of a URL as failed for the page's life and fail the same import at once, without a request.
 * Undefined when the error names no module (WebKit): then only the same import is left to try.
 */
export function importAgainUrl(error: unknown, attempt: number): string | undefined {
  const url = failedModuleUrl(error);
  // The address read from the error ends at `.js`: a retry's own query is replaced, not added to.
  return url && `${url}?retry=${attempt}`;
}

/** Imports a module by its address (a retry's, from importAgainUrl). */
export function importUrl<M>(url: string): Promise<M> {
  return import(/* @vite-ignore */ url) as Promise<M>;
}

/** How `reloadable` asks again. */
export interface ReloadableOptions<M> {
  /** Imports a module by its address (tests give their own). */
  byUrl?: (url: string) => Promise<M>;
  /**
   * Called in place of the second call in a row after failures that name no module (WebKit), whose answer then never
   * comes: where the same import has failed twice, a reload of the page (`() => location.reload()`) is all that is
   * left for a route screen. Without it, the same import runs again.
   */
  reloadPage?: () => void;
}

/**
 * A loader that can be asked again after it failed: the first call runs `load`; a call after a failure asks for the
 * module the failure names under a new query (importAgainUrl), as Firefox answers the same import with the same
 * failure for the page's life, or runs `load` again where the failure names none (WebKit). Once a call succeeds, the
 * next runs `load`, which answers the module the browser already has. `load` is a bare `import()`: a retry imports
 * the module by its address, so anything `load` did to the module (a `.then`) would be missing from its answer.
 */
export function reloadable<M>(
  load: () => Promise<M>,
  { byUrl = importUrl, reloadPage }: ReloadableOptions<M> = {},
): () => Promise<M> {
  let failure: unknown;
  let attempt = 0;
  let unnamed = 0;
  return () => {
    attempt += 1;
    const url = failure === undefined ? undefined : importAgainUrl(failure, attempt);
    if (failure !== undefined && !url && reloadPage && ++unnamed > 1) {
      reloadPage();
      return new Promise<M>(() => {});
    }
    return (url ? byUrl(url) : load()).then(
      (m) => {
        failure = undefined;
        unnamed = 0;
        return m;
      },
      (error: unknown) => {
        failure = error;
        throw error;
      },
    );
  };
}

/** How `patiently` asks again. */
export interface PatientOptions {
  /** Calls in all before the answer is the last failure (Infinity: until it succeeds). */
  attempts: number;
  /** How long a failure waits for the next call while the browser believes it is online. */
  delayMs: number;
  /** The window whose `online` event and `navigator.onLine` tell about the network. */
  win?: Window;
}

/**
 * Calls `load` until it succeeds: after a failure, again as soon as the browser is back online, or after `delayMs`
 * while it believes it is online, `attempts` calls in all. For code that loads late and that nothing on screen waits
 * for a tap to retry (src/app/loadFieldVitals.ts, the start's language): with `reloadable`, each call asks for the
 * failed module afresh.
 */
export function patiently<M>(
  load: () => Promise<M>,
  { attempts, delayMs, win = window }: PatientOptions,
): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    let calls = 0;
    const run = () => {
      calls += 1;
      load().then(resolve, (error: unknown) => {
        if (calls >= attempts) {
          reject(error);
          return;
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const again = () => {
          clearTimeout(timer);
          win.removeEventListener('online', again);
          run();
        };
        win.addEventListener('online', again);
        if (win.navigator.onLine) timer = setTimeout(again, delayMs);
      });
    };
    run();
  });
}
