import { useEffect, useState } from 'react';
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
