/**
 * This worker's background work, stopped in one move when a page says the next version is taking over
 * (src/lib/workerHandOver.ts). Each piece of background work checks `signal` before it starts, passes it to its
 * requests, and waits with `pause`, so nothing of it holds an event open once the worker retires. Should the hand-over
 * not come after all (the new version failing before it activates), the work comes back once the browser has stopped
 * this worker (it stops an idle one after about 30 s) and started it again for its next event.
 */
export interface Retirement {
  readonly signal: AbortSignal;
  /** Stops the background work, at once and for good (the next version does it from now on). */
  retire(): void;
  /** Resolves after `ms`, or at once on retirement: true if the pause ran its course, false if it was cut short. */
  pause(ms: number): Promise<boolean>;
}

export function createRetirement(): Retirement {
  const controller = new AbortController();
  const { signal } = controller;
  return {
    signal,
    retire: () => controller.abort(),
    pause: (ms) =>
      new Promise<boolean>((resolve) => {
        if (signal.aborted) return resolve(false);
        const cut = () => {
          clearTimeout(timer);
          resolve(false);
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', cut);
          resolve(true);
        }, ms);
        signal.addEventListener('abort', cut, { once: true });
      }),
  };
}
