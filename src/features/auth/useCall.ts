import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client';
import type { Endpoint } from '../../api/contract/endpoint';

/**
 * Loads one guest GET for a screen. Cacheable answers (register settings, fields, countries, the agreement) are
 * served by the worker's stale-while-revalidate route, so a repeat visit paints from cache, offline too.
 */
export function useCall<Q, A>(
  ep: Endpoint<Q, undefined, A>,
  query?: Q,
): { data: A | undefined; failed: boolean; reload: () => void } {
  const [data, setData] = useState<A>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const queryKey = JSON.stringify(query ?? null);
  useEffect(() => {
    let live = true;
    const q = JSON.parse(queryKey) as Q | null;
    call(ep, q === null ? {} : { query: q }).then(
      (value) => {
        if (!live) return;
        setData(value);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ep, queryKey, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, failed, reload };
}
