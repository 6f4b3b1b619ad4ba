import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import {
  proposeContract,
  SALARY_PERIOD,
  type Contract,
  type ContractKind,
} from '../../api/contract/contracts';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';

/** The form that proposes a contract of this kind to an agent directly below (docs/agents.md "Contracts"). */
export function ContractProposeForm({
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
        // The period the kind pays by: a salary's day or hour, a dividend's chosen week or month.
        body: {
          downline: name.trim(),
          kind,
          rate: perMille,
          period: kind === 'dividend' ? period : SALARY_PERIOD[kind],
        },
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
