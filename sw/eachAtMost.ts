/**
 * Runs `work` for each item, at most `limit` at a time, in the items' order; resolves once all have settled. A failed
 * item does not stop the others (its failure is `work`'s to handle; a rejection is dropped here). For the worker's
 * background fetches: one at a time kept a first visit's pictures about a third later than four at a time do
 * (docs/performance.md "A first visit's pictures are kept four at a time"); all at once would compete with the page's
 * own requests.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
