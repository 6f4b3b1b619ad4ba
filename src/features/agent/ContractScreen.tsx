import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client';
import {
  decideContract,
  getDividendContracts,
  getHourContracts,
  getSalaryContracts,
  proposeContract,
  type Contract,
  type ContractKind,
} from '../../api/contract/contracts';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { formatListDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import './agent.css';
import './catalog';

type Side = 'received' | 'given';

const KIND_OF_PATH: Record<string, ContractKind> = {
  [paths.salaryContract]: 'salary',
  [paths.hourContract]: 'hourly',
  [paths.dividendContract]: 'dividend',
};

/** Loads one side of one kind, each call with its spec flag (spec 02 §2). */
function load(kind: ContractKind, side: Side, signal: AbortSignal) {
  if (kind === 'salary') return call(getSalaryContracts, { query: { dailysalreqtype: side }, signal });
  if (kind === 'hourly') return call(getHourContracts, { query: { contracthoursalreq: side }, signal });
  return call(getDividendContracts, { query: { divtypecompperiodreq: side }, signal });
}

/** A per-mille rate as a percentage: 5 is 0.5%. */
const percent = (perMille: number) =>
  `${(perMille / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/**
 * The contract request screens (`/m/member/agent/getSalaryContract`, `getHourContract`, `getDevidendContract`;
 * docs/agents.md "Contracts"): the contracts this agent received, with accept and refuse on a proposal, and those it
 * gave, with a form to propose one to an agent directly below (`?propose=<name>` fills it from the team screen).
 */
export default function ContractScreen() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const search = new URLSearchParams(useSearch());
  const kind = KIND_OF_PATH[location] ?? 'salary';
  const proposeTo = search.get('propose') ?? '';
  const [side, setSide] = useState<Side>(proposeTo ? 'given' : 'received');
  const [list, setList] = useState<Contract[]>();
  const [maxRate, setMaxRate] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number>();
  const [note, setNote] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setList(undefined);
    setFailed(false);
    load(kind, side, controller.signal).then(
      (answer) => {
        setList(answer.list);
        setMaxRate(answer.maxRate);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [kind, side, attempt]);

  const decide = async (c: Contract, accept: boolean) => {
    setBusy(c.id);
    setNote(undefined);
    try {
      const next = await call(decideContract, { body: { id: c.id, accept } });
      setList((l) => l?.map((x) => (x.id === c.id ? next : x)));
      setNote(accept ? t`Contract accepted.` : t`Contract refused.`);
    } catch (err) {
      setNote(i18n._(errorMessage(errorCodeOf(err))));
    } finally {
      setBusy(undefined);
    }
  };

  const titles: Record<ContractKind, string> = {
    salary: t`Daily salary contract`,
    hourly: t`Hourly salary contract`,
    dividend: t`Dividend contract`,
  };
  const statuses: Record<Contract['status'], string> = {
    proposed: t`Waiting for an answer`,
    active: t`Active`,
    refused: t`Refused`,
    ended: t`Ended`,
  };
  const periods: Record<Contract['period'], string> = {
    day: t`per day`,
    hour: t`per hour`,
    week: t`per week`,
    month: t`per month`,
  };

  return (
    <section className="agent-report" aria-labelledby="contract-title">
      <h1 id="contract-title" className="visually-hidden">
        {titles[kind]}
      </h1>
      <div className="agent-chips" role="group" aria-label={t`Which contracts`}>
        <button
          type="button"
          className="agent-chip"
          aria-pressed={side === 'received'}
          onClick={() => setSide('received')}
        >
          <Trans>Offered to me</Trans>
        </button>
        <button
          type="button"
          className="agent-chip"
          aria-pressed={side === 'given'}
          onClick={() => setSide('given')}
        >
          <Trans>Offered to my team</Trans>
        </button>
      </div>
      <p className="agent-form-lead">
        {kind === 'dividend' ? (
          <Trans>
            A dividend pays its rate of the team's net loss (bets less wins) for each whole week or month.
          </Trans>
        ) : kind === 'hourly' ? (
          <Trans>An hourly salary pays its rate of the team's bets for each whole hour.</Trans>
        ) : (
          <Trans>A daily salary pays its rate of the team's bets for each whole day.</Trans>
        )}
      </p>
      {note && (
        <p className="agent-note" role="status">
          {note}
        </p>
      )}
      {side === 'given' && maxRate > 0 && (
        <ProposeForm
          kind={kind}
          maxRate={maxRate}
          initialName={proposeTo}
          onProposed={(c) => setList((l) => [c, ...(l ?? [])])}
        />
      )}
      {failed ? (
        <div className="agent-state" role="alert">
          <p>
            <Trans>The contracts could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !list ? (
        <p className="agent-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="agent-state" role="status" data-empty>
          {side === 'received' ? (
            <Trans>No contract has been offered to you.</Trans>
          ) : (
            <Trans>You have not offered this contract to anyone.</Trans>
          )}
        </p>
      ) : (
        <ul className="agent-rows">
          {list.map((c) => (
            <li key={c.id} data-contract={c.id} data-status={c.status}>
              <div className="agent-row-head">
                <strong>
                  {percent(c.rate)} {periods[c.period]}
                </strong>
                <span className={`agent-tag${c.status === 'active' ? ' agent-tag-agent' : ''}`}>
                  {statuses[c.status]}
                </span>
              </div>
              <p className="agent-row-line">
                {side === 'received' ? <Trans>From {c.upline}</Trans> : <Trans>To {c.downline}</Trans>} ·{' '}
                <Trans>proposed {formatListDate(c.proposedAt)}</Trans>
              </p>
              {c.status !== 'proposed' && c.status !== 'refused' && (
                <p className="agent-row-line" data-total-paid>
                  <Trans>Paid so far: {formatMoney(c.totalPaid)}</Trans>
                </p>
              )}
              {c.payouts.length > 0 && (
                <table className="agent-payouts">
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Period</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Team bets</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Paid</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.payouts.map((p) => (
                      <tr key={p.periodKey} data-period={p.periodKey}>
                        <td>{p.periodKey.replace('T', ' ').replace(/-/g, '/')}</td>
                        <td>{formatMoney(p.bets)}</td>
                        <td>{formatMoney(p.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {side === 'received' && c.status === 'proposed' && (
                <div className="agent-balance-actions">
                  <button
                    type="button"
                    className="btn"
                    disabled={busy === c.id}
                    onClick={() => void decide(c, false)}
                  >
                    <Trans>Refuse</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy === c.id}
                    onClick={() => void decide(c, true)}
                  >
                    <Trans>Accept</Trans>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProposeForm({
  kind,
  maxRate,
  initialName,
  onProposed,
}: {
  kind: ContractKind;
  maxRate: number;
  initialName: string;
  onProposed: (c: Contract) => void;
}) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(initialName);
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const maxPercent = maxRate / 10;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    const pct = Number(rate);
    const perMille = Math.round(pct * 10);
    if (!name.trim()) return setError(t`Enter the user name of an agent directly below you`);
    if (!Number.isFinite(pct) || perMille < 1 || perMille > maxRate || Math.abs(pct * 10 - perMille) > 1e-9)
      return setError(t`Enter a rate from 0.1% to ${maxPercent}%, in steps of 0.1`);
    setBusy(true);
    setError(undefined);
    try {
      const c = await call(proposeContract, {
        body: { downline: name.trim(), kind, rate: perMille, period },
      });
      onProposed(c);
      setDone(t`Proposed to ${c.downline}. The contract starts when they accept it.`);
      setRate('');
    } catch (err) {
      setError(i18n._(errorMessage(errorCodeOf(err))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="agent-form agent-propose" onSubmit={submit} noValidate>
      <h2 className="agent-section-title">
        <Trans>Propose a contract</Trans>
      </h2>
      <div className="agent-field">
        <label htmlFor="propose-name">
          <Trans>Agent directly below you</Trans>
        </label>
        <input
          id="propose-name"
          value={name}
          maxLength={64}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="off"
        />
      </div>
      <div className="agent-field">
        <label htmlFor="propose-rate">
          <Trans>Rate in percent (up to {maxPercent}%)</Trans>
        </label>
        <input
          id="propose-rate"
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value.replace(',', '.'))}
          autoComplete="off"
        />
      </div>
      {kind === 'dividend' && (
        <div className="agent-chips" role="group" aria-label={t`Paid`}>
          <button
            type="button"
            className="agent-chip"
            aria-pressed={period === 'week'}
            onClick={() => setPeriod('week')}
          >
            <Trans>Every week</Trans>
          </button>
          <button
            type="button"
            className="agent-chip"
            aria-pressed={period === 'month'}
            onClick={() => setPeriod('month')}
          >
            <Trans>Every month</Trans>
          </button>
        </div>
      )}
      {error && (
        <p className="agent-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="agent-note" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Trans>Propose</Trans>
      </button>
    </form>
  );
}
