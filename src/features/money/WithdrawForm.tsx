import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { requestWithdraw, type Withdrawal, type WithdrawInfo } from '../../api/contract/withdraw';
import { formatMoney } from '../../lib/money';
import { state as networkState } from '../../stores/network';
import { amountProblem, parsePesos } from './amount';
import { AmountField } from './AmountField';
import { failureText } from './failureText';
import { MoneySubmit, PaymentPasswordInput } from './MoneyFormParts';
import { useMoneyIntent } from './useMoneyIntent';

interface Props {
  info: WithdrawInfo;
  onDone: (withdrawal: Withdrawal) => void;
  onAddPayee: () => void;
}

/** The withdraw request: payee, amount (at most the balance) and the payment password; sealed and keyed once. */
export function WithdrawForm({ info, onDone, onAddPayee }: Props) {
  const { t, i18n } = useLingui();
  // Only a device with no network blocks sending: after a dropped answer the player must be able to press again
  // (the same key makes that safe), even though the last fetch marked the platform unreachable.
  const online = useSnapshot(networkState).deviceOnline;
  const [payeeId, setPayeeId] = useState(info.payees[0]?.id ?? 0);
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const amount = parsePesos(text);
  const problem = amountProblem(amount, { min: info.min, max: info.max, balance: info.balance });
  const intent = useMoneyIntent({ payeeId, amount });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (busy || problem || amount === undefined || !/^\d{6}$/.test(pin) || !online) return;
    setBusy(true);
    try {
      const answer = await call(requestWithdraw, {
        body: { payeeId, amount, paymentPassword: pin },
        idempotencyKey: intent.keyFor(),
      });
      intent.done();
      onDone(answer.withdrawal);
    } catch (error) {
      setFailure(failureText(i18n, error));
      setBusy(false);
    }
  };

  return (
    <form
      className="money-form money-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Withdraw`}
    >
      <fieldset className="money-payees">
        <legend>
          <Trans>Pay to</Trans>
        </legend>
        {info.payees.map((p) => (
          <label key={p.id} className="money-channel" data-payee={p.id}>
            <input type="radio" name="payee" checked={p.id === payeeId} onChange={() => setPayeeId(p.id)} />
            <span className="money-channel-name">{p.bankName}</span>{' '}
            <span className="money-channel-kind">{p.accountName}</span>{' '}
            <span className="money-channel-limits">{p.accountNumberMasked}</span>
          </label>
        ))}
        {info.payees.length < info.maxPayees && (
          <button type="button" className="btn money-link" onClick={onAddPayee}>
            <Trans>Add another account</Trans>
          </button>
        )}
      </fieldset>
      <AmountField
        id="withdraw-amount"
        label={t`Amount`}
        text={text}
        onText={setText}
        onBlur={() => setTouched(true)}
        limits={info}
        problem={touched ? problem : undefined}
      />
      <button
        type="button"
        className="btn money-link"
        disabled={info.balance < info.min}
        onClick={() => setText(String(Math.min(info.balance, info.max)))}
      >
        <Trans>Withdraw all ({formatMoney(Math.min(info.balance, info.max))})</Trans>
      </button>
      <PaymentPasswordInput id="withdraw-pin" value={pin} onValue={setPin} />
      <MoneySubmit failure={failure} online={online} busy={busy}>
        {amount !== undefined && !problem ? (
          <Trans>Withdraw {formatMoney(amount)}</Trans>
        ) : (
          <Trans>Withdraw</Trans>
        )}
      </MoneySubmit>
    </form>
  );
}
