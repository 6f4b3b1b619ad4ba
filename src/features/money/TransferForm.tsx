import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { transferToUpline, type TransferInfo } from '../../api/contract/transfer';
import { formatMoney } from '../../lib/money';
import { reloadBalance } from '../../stores/balance';
import { amountProblem, parsePesos } from './amount';
import { AmountField } from './AmountField';
import { failureText } from './failureText';
import { MoneySubmit, PaymentPasswordInput } from './MoneyFormParts';
import { useMoneyIntent } from './useMoneyIntent';

/**
 * The transfer to the upline (`/m/upLine/transfer`): the amount within the limits and the balance, and the payment
 * password; sealed, sent once per intent (its idempotency key), never offline. `onSent` gets the amount sent.
 */
export function TransferForm({
  info,
  online,
  onSent,
}: {
  info: TransferInfo;
  online: boolean;
  onSent: (amount: number) => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const amount = parsePesos(text);
  const intent = useMoneyIntent({ amount });
  const problem = amountProblem(amount, { min: info.min, max: info.max, balance: info.balance });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (busy || problem || amount === undefined || !/^\d{6}$/.test(pin) || !online) return;
    setBusy(true);
    try {
      await call(transferToUpline, {
        body: { amount, paymentPassword: pin },
        idempotencyKey: intent.keyFor(),
      });
      intent.done();
      setText('');
      setPin('');
      setTouched(false);
      onSent(amount);
      void reloadBalance();
    } catch (error) {
      setFailure(failureText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="money-form money-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Transfer`}
    >
      <AmountField
        id="transfer-amount"
        label={t`Amount`}
        text={text}
        onText={setText}
        onBlur={() => setTouched(true)}
        limits={info}
        problem={touched ? problem : undefined}
      />
      <PaymentPasswordInput id="transfer-pin" value={pin} onValue={setPin} />
      <MoneySubmit failure={failure} online={online} busy={busy}>
        {amount !== undefined && !problem ? (
          <Trans>Send {formatMoney(amount)} to your agent</Trans>
        ) : (
          <Trans>Send to your agent</Trans>
        )}
      </MoneySubmit>
    </form>
  );
}
