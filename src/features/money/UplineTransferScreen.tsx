import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { getTransferInfo, transferToUpline, type TransferInfo } from '../../api/contract/transfer';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { state as configState } from '../../stores/config';
import { loadMember, state as memberState } from '../../stores/member';
import { mayTransferToUpline } from '../../api/contract/memberTypes';
import { state as networkState } from '../../stores/network';
import { amountProblem, parsePesos } from './amount';
import { AmountField } from './AmountField';
import { failureText, readFailureText } from './failureText';
import { MoneySubmit, PaymentPasswordInput } from './MoneyFormParts';
import { useMoneyIntent } from './useMoneyIntent';
import './money.css';
import './catalog';

/**
 * Transfer to the upline agent (`/m/upLine/transfer`): the agent, the balance, the amount and the payment password;
 * sealed, once per intent, never sent offline. The server decides who may (flag, upline, member type).
 */
export default function UplineTransferScreen() {
  const { t, i18n } = useLingui();
  const online = useSnapshot(networkState).deviceOnline;
  const [info, setInfo] = useState<TransferInfo>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number>();
  const amount = parsePesos(text);
  const intent = useMoneyIntent({ amount });
  const flagOn = useSnapshot(configState).config?.flags.AGETRANSFERUP3 === true;
  const member = useSnapshot(memberState).info;
  // Known before any call: the flag, an upline, and a member type that may transfer (spec 01 §2). A member who may
  // not is told so, and no private call is made that the server would refuse.
  const allowed =
    member === undefined ? undefined : flagOn && member.toUpline && mayTransferToUpline(member.type);

  useEffect(() => {
    if (member === undefined) void loadMember();
  }, [member]);

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    call(getTransferInfo, { signal: controller.signal }).then(setInfo, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(readFailureText(i18n, error));
    });
    return () => controller.abort();
  }, [attempt, i18n, allowed]);

  if (allowed === false)
    return (
      <section className="money money-state" data-transfer-unavailable>
        <p>
          <Trans>Transfers to an agent are not available for this account.</Trans>
        </p>
      </section>
    );

  if (!info)
    return failure ? (
      <section className="money money-state" role="alert">
        <p>{failure}</p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    ) : (
      <p className="money money-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );

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
      setDone(amount);
      setText('');
      setPin('');
      setTouched(false);
      setAttempt((n) => n + 1);
      void reloadBalance();
    } catch (error) {
      setFailure(failureText(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="money">
      <dl className="money-balances">
        <div>
          <dt>
            <Trans>Your balance</Trans>
          </dt>
          <dd>{formatMoney(info.balance)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Your agent</Trans>
          </dt>
          <dd data-upline>{info.upline}</dd>
        </div>
      </dl>
      {done !== undefined && (
        <p className="money-status money-status-paid" role="status" data-transfer-done>
          <Trans>
            {formatMoney(done)} sent to {info.upline}.
          </Trans>
        </p>
      )}
      {!info.hasPaymentPassword ? (
        <div className="money-card">
          <p>
            <Trans>Transfers ask for your payment password. Set it in the security centre first.</Trans>
          </p>
          <Link href={paths.securityCenter} className="btn btn-primary">
            <Trans>Security centre</Trans>
          </Link>
        </div>
      ) : (
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
      )}
      {info.recent.length > 0 && (
        <section aria-label={t`Recent transfers`}>
          <h2 className="money-subtitle">
            <Trans>Recent transfers</Trans>
          </h2>
          <ul className="money-recent">
            {info.recent.map((r) => (
              <li key={r.id}>
                <span>{formatListDateTime(r.createdAt)}</span>
                <strong>{formatMoney(r.amount)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
