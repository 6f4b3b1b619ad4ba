import { useEffect, useState } from 'react';

export interface RecordLoad<A> {
  data: A | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Loads one page of a record whenever `key` changes, cancelling the load it replaces. Records are fetched fresh
 * (never from the cache): a player checking a bet wants the answer as it is now.
 */
export function useRecordLoad<A>(key: string, load: ((signal: AbortSignal) => Promise<A>) | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ data?: A; loading: boolean; failed: boolean }>({
    loading: true,
    failed: false,
  });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setResult((r) => ({ ...r, loading: true, failed: false }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ data, loading: false, failed: false }),
      () => !controller.signal.aborted && setResult((r) => ({ ...r, loading: false, failed: true })),
    );
    return () => controller.abort();
    // `load` is rebuilt every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { ...result, retry: () => setAttempt((n) => n + 1) } as RecordLoad<A>;
}
