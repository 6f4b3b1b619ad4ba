import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { state as configState } from '../../stores/config';
import { formatMoney } from '../../lib/money';
import { PERIOD_PRESETS, periodDays, type PeriodPreset } from './period';

const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** The merchant's time zone (its day), Asia/Manila when the config has none. */
export function useTimeZone(): string {
  return useSnapshot(configState).config?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The chosen period chip and its days. */
export function usePeriod(initial: PeriodPreset = 'today') {
  const timeZone = useTimeZone();
  const [preset, setPreset] = useState<PeriodPreset>(initial);
  return { preset, setPreset, ...periodDays(preset, timeZone) };
}

/** The period chips: today, yesterday, 7 days, 30 days. */
export function PeriodChips({
  preset,
  onChange,
}: {
  preset: PeriodPreset;
  onChange: (p: PeriodPreset) => void;
}) {
  const { t } = useLingui();
  const labels: Record<PeriodPreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7: t`Last 7 days`,
    last30: t`Last 30 days`,
  };
  return (
    <div className="agent-chips" role="group" aria-label={t`Period`}>
      {PERIOD_PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          className="agent-chip"
          aria-pressed={p === preset}
          data-preset={p}
          onClick={() => onChange(p)}
        >
          {labels[p]}
        </button>
      ))}
    </div>
  );
}

/** A search box for a user name that reports after a short pause in typing. */
export function NameFilter({ onChange }: { onChange: (name: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  return (
    <input
      className="agent-search"
      type="search"
      value={text}
      maxLength={64}
      aria-label={t`Search by user name`}
      placeholder={t`Search by user name`}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}

/** A signed result in pesos: green when the team won, red when it lost. */
export function Result({ amount }: { amount: number }) {
  return (
    <span className={amount > 0 ? 'agent-up' : amount < 0 ? 'agent-down' : undefined}>
      {amount > 0 ? '+' : ''}
      {formatMoney(amount)}
    </span>
  );
}

/** The states every report shares: loading, failed with a retry, empty. */
export function ReportState({
  loading,
  failed,
  empty,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
}) {
  if (failed)
    return (
      <div className="agent-state" role="alert">
        <p>
          <Trans>The report could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (loading)
    return (
      <p className="agent-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (empty)
    return (
      <p className="agent-state" role="status" data-empty>
        <Trans>Nothing in this period.</Trans>
      </p>
    );
  return null;
}

/** A per-mille rate as a percentage: 5 is 0.5%. */
export const perMillePercent = (perMille: number) =>
  `${(perMille / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/**
 * The frame of every agent report (docs/agents.md "Report screens"): a section named by its (visually hidden)
 * title, its controls and totals as children, then the rows.
 */
export function ReportFrame({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="agent-report" aria-labelledby={id}>
      <h1 id={id} className="visually-hidden">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** What a paged report hands its rows: the rows so far, and how it stands. */
export interface PagedRowsSource<R> {
  rows: readonly R[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  retry: () => void;
  loadMore: () => Promise<void> | void;
}

/** A paged report's rows: the shared states, one card per row, and "Show more" while pages remain. */
export function PagedRows<R>({
  report,
  keyOf,
  attributes,
  row,
}: {
  report: PagedRowsSource<R>;
  keyOf: (r: R) => string | number;
  /** Data attributes of a row's card (what tests and screenshots find it by). */
  attributes: (r: R) => Record<`data-${string}`, string | number>;
  row: (r: R) => ReactNode;
}) {
  return (
    <>
      <ReportState
        loading={report.loading}
        failed={report.failed}
        empty={!report.loading && report.rows.length === 0}
        onRetry={report.retry}
      />
      {!report.loading && report.rows.length > 0 && (
        <ul className="agent-rows">
          {report.rows.map((r) => (
            <li key={keyOf(r)} {...attributes(r)}>
              {row(r)}
            </li>
          ))}
        </ul>
      )}
      {report.hasMore && (
        <button
          type="button"
          className="btn agent-more"
          onClick={() => void report.loadMore()}
          disabled={report.loadingMore}
        >
          <Trans>Show more</Trans>
        </button>
      )}
    </>
  );
}

/** A table of figures (payouts, rates): its column heads and one row of cells per entry. */
export function FigureTable<R>({
  heads,
  rows,
  keyOf,
  cells,
  attributes,
  tableAttributes,
}: {
  heads: readonly ReactNode[];
  rows: readonly R[];
  keyOf: (r: R) => string | number;
  cells: (r: R) => readonly ReactNode[];
  attributes?: (r: R) => Record<`data-${string}`, string | number>;
  tableAttributes?: Record<`data-${string}`, string | number | boolean>;
}) {
  return (
    <table className="agent-payouts" {...tableAttributes}>
      <thead>
        <tr>
          {heads.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={keyOf(r)} {...attributes?.(r)}>
            {cells(r).map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
