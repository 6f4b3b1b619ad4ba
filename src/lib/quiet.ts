import { whenIdle } from './drawing';

/** How long the main thread runs no long task, once idle, before the page counts as quiet. */
export const QUIET_MS = 2000;

/**
 * Calls `done` once no long task has run for `quietMs` (the engine's long-task entries, where it has them; else after
 * `quietMs`); returns a cancel.
 */
function afterNoLongTask(quietMs: number, done: () => void): () => void {
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    observer?.disconnect();
    done();
  };
  let timer = setTimeout(finish, quietMs);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('longtask')
  ) {
    observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    });
    observer.observe({ type: 'longtask' });
  }
  return () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the page is quiet: the server's drawing has gone, the main thread is idle (whenIdle) and has
 * then run no long task for QUIET_MS; at the latest `limitMs` from now. Returns a cancel. For work that takes the
 * machine rather than the main thread, which a first visit's start must not share it with: a first visit's worker
 * (its precache), a compositor animation (each of its frames is drawn by the browser's display compositor). On a
 * 2-core host the two, started at the first idle moment, took a renderer thread and a third of a core beside the
 * start's last tasks, which then ran two to three times their own CPU time (docs/performance.md).
 */
export function whenQuiet(callback: () => void, limitMs: number): () => void {
  let done = false;
  let idle = false;
  let cancelQuiet = () => {};
  const stop = () => {
    done = true;
    clearTimeout(limit);
    if (!idle) cancelIdle();
    cancelQuiet();
  };
  const once = () => {
    if (done) return;
    stop();
    callback();
  };
  const limit = setTimeout(once, limitMs);
  const cancelIdle = whenIdle(() => {
    idle = true;
    cancelQuiet = afterNoLongTask(QUIET_MS, once);
  });
  return stop;
}
