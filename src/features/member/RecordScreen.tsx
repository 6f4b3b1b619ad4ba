import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { RangePicker } from './RangePicker';
import { rangeOf, type CustomDays, type Range, type RangePreset } from './dateRange';
import { useRecordLoad } from './useRecordLoad';
import './member.css';
import './catalog';

/** What a record's load receives: the chosen range and the page asked for. */
export interface RecordQuery {
  range: Range;
  pageNo: number;
  signal: AbortSignal;
}

interface Props<A> {
  /** The record's name (the section's accessible name). */
  label: string;
  load: (query: RecordQuery) => Promise<A>;
  isEmpty: (answer: A) => boolean;
  /** Paging, when the record is paged: the page the answer holds and how many there are. */
  pageOf?: (answer: A) => { pageNum: number; totalPages: number };
  children: (answer: A) => ReactNode;
}

/**
 * The frame every member record shares (betting, profit and loss; load, withdraw and account records next): the
 * date range, loading and failure with a retry, the empty state and paging. The record renders totals and rows.
 */
export function RecordScreen<A>({ label, load, isEmpty, pageOf, children }: Props<A>) {
  const [preset, setPreset] = useState<RangePreset>('today');
  const [custom, setCustom] = useState<CustomDays>();
  const [pageNo, setPageNo] = useState(1);
  const range = preset === 'custom' ? rangeOf('custom', new Date(), custom) : rangeOf(preset);
  const key = `${preset}:${custom?.start}:${custom?.end}:${pageNo}`;
  const page = useRecordLoad(key, range && ((signal) => load({ range, pageNo, signal })));
  const paging = page.data && pageOf ? pageOf(page.data) : undefined;

  return (
    <section className="mine records" aria-label={label}>
      <RangePicker
        preset={preset}
        custom={custom}
        onPreset={(next) => {
          setPreset(next);
          setPageNo(1);
        }}
        onCustom={(days) => {
          setCustom(days);
          setPageNo(1);
        }}
      />
      {!range ? null : page.failed ? (
        <div className="records-state" role="alert">
          <p>
            <Trans>The record could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={page.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : page.data === undefined ? (
        <p className="records-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : isEmpty(page.data) ? (
        <p className="records-state records-empty">
          <Trans>No records in this period.</Trans>
        </p>
      ) : (
        <div aria-busy={page.loading}>{children(page.data)}</div>
      )}
      {paging && paging.totalPages > 1 && (
        <nav className="records-paging" aria-label={label}>
          <button type="button" className="btn" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {paging.pageNum} of {paging.totalPages}
            </Trans>
          </span>
          <button
            type="button"
            className="btn"
            disabled={pageNo >= paging.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </section>
  );
}
