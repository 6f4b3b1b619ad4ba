// Pieces of work in tasks of their own: the first visit's main thread stays in tasks a slow phone answers a tap between
// (docs/performance.md "The first visit's main thread").

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own: what follows an `await nextTask()` runs after the browser has had its turn (input,
 * paint). `scheduler.yield` where the engine has it (the continuation goes before other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
