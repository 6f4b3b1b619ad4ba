import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import type { Endpoint } from '../../api/contract/endpoint';

/** One report answer for a query (named by `key`), with loading, failure and a retry. */
export function useReport<Q, A>(endpoint: Endpoint<Q, undefined, A>, query: Q, key: string) {
  const [data, setData] = useState<A>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setData(undefined);
    setFailed(false);
    call(endpoint, { query, signal: controller.signal }).then(setData, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
    // The query is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endpoint, key, attempt]);
  return { data, failed, loading: !data && !failed, retry: () => setAttempt((n) => n + 1) };
}
