import { Trans, useLingui } from '@lingui/react/macro';
import type { RedRainWindow } from '../../api/contract/agent';
import { wallClock } from '../../api/contract/zonedTime';
import { formatMoney } from '../../lib/money';

const hhmm = (iso: string, timeZone: string) => {
  const w = wallClock(Date.parse(iso), timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/** `H:MM:SS` or `MM:SS` until a moment. */
function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}

/**
 * One red rain window (docs/agents.md "Red rain"): its name and state, its hours in the merchant's time zone, its
 * amounts, the countdown to its start or end by the server's clock, and what the member grabbed in it, or the grab
 * button while it rains for a member who has bet today.
 */
export function RedRainWindowRow({
  w,
  timeZone,
  serverNow,
  eligible,
  busy,
  onGrab,
}: {
  w: RedRainWindow;
  timeZone: string;
  serverNow: number;
  eligible: boolean;
  busy: boolean;
  onGrab: (w: RedRainWindow) => void;
}) {
  const { t } = useLingui();
  const statuses: Record<RedRainWindow['status'], string> = {
    upcoming: t`Coming`,
    open: t`Raining now`,
    ended: t`Over`,
  };
  return (
    <li
      data-window={w.id}
      data-status={w.status}
      className={w.status === 'open' ? 'red-rain-open' : undefined}
    >
      <div className="agent-row-head">
        <strong>{w.name}</strong>
        <span className={`agent-tag${w.status === 'open' ? ' agent-tag-agent' : ''}`}>
          {statuses[w.status]}
        </span>
      </div>
      <p className="agent-row-line">
        {hhmm(w.start, timeZone)}–{hhmm(w.end, timeZone)} ·{' '}
        <Trans>
          {formatMoney(w.minAmount)} to {formatMoney(w.maxAmount)}
        </Trans>
      </p>
      {w.status === 'upcoming' && (
        <p className="agent-row-line">
          <Trans>Starts in {countdown(Date.parse(w.start) - serverNow)}</Trans>
        </p>
      )}
      {w.status === 'open' && (
        <p className="agent-row-line">
          <Trans>
            Ends in {countdown(Date.parse(w.end) - serverNow)} · {formatMoney(w.remaining)} left
          </Trans>
        </p>
      )}
      {w.claimed !== null ? (
        <p className="red-rain-claimed" data-claimed={w.claimed}>
          <Trans>You grabbed {formatMoney(w.claimed)}</Trans>
        </p>
      ) : (
        w.status === 'open' &&
        eligible &&
        w.remaining >= w.minAmount && (
          <button
            type="button"
            className="btn btn-primary red-rain-grab"
            disabled={busy}
            onClick={() => onGrab(w)}
          >
            <Trans>Grab a red envelope</Trans>
          </button>
        )
      )}
    </li>
  );
}
