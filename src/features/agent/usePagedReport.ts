import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client';
import type { Endpoint } from '../../api/contract/endpoint';

interface Paged<R> {
  list: R[];
  pageNum: number;
  totalPages: number;
}

/**
 * A paged report: the first page for `query`, then more pages appended; a new query starts again from page 1.
 * `key` is the query as text, so an equal query does not refetch.
 */
export function usePagedReport<Q extends { pageNo: number }, A extends Paged<unknown>>(
  endpoint: Endpoint<Q, undefined, A>,
  query: Omit<Q, 'pageNo'>,
  key: string,
) {
  type Row = A['list'][number];
  const [answer, setAnswer] = useState<A>();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    call(endpoint, { query: { ...query, pageNo: 1 } as Q, signal: controller.signal }).then(
      (a) => {
        setAnswer(a);
        setRows(a.list);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
    // The query is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endpoint, key, attempt]);

  const loadMore = useCallback(async () => {
    if (!answer || answer.pageNum >= answer.totalPages || more) return;
    setMore(true);
    try {
      const next = await call(endpoint, { query: { ...query, pageNo: answer.pageNum + 1 } as Q });
      setAnswer(next);
      setRows((r) => [...r, ...next.list]);
    } catch {
      setFailed(true);
    } finally {
      setMore(false);
    }
  }, [answer, endpoint, more, query]);

  return {
    answer,
    rows,
    loading,
    failed,
    retry: () => setAttempt((n) => n + 1),
    hasMore: !!answer && answer.pageNum < answer.totalPages,
    loadingMore: more,
    loadMore,
  };
}
