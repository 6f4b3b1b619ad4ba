/** The nightly size (`NIGHTLY=1`): larger bursts. */
export const NIGHTLY = process.env.NIGHTLY === '1';

/**
 * Sends `n` requests at the same moment: every one is started before any is awaited, so on PostgreSQL they reach
 * the pool together, and on the embedded database they interleave between statements.
 */
export function burst<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
}
