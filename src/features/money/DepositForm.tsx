import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { createDeposit, type DepositOptions } from '../../api/contract/deposit';
import { formatMoney } from '../../lib/money';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { state as networkState } from '../../stores/network';
import { amountProblem, parsePesos } from './amount';
import { AmountField } from './AmountField';
import { CHANNEL_KIND } from './channelKind';
import { failureText } from './failureText';
import { MoneySubmit } from './MoneyFormParts';
import { useMoneyIntent } from './useMoneyIntent';

interface Props {
  options: DepositOptions;
  template: 'base' | 'new';
}

/**
 * The deposit form of both templates: `base` lists the channels as rows, `new` as a grid of cards with the amount
 * chips beneath. Submitting opens the deposit and sends the player to the provider's pay page.
 */
export function DepositForm({ options, template }: Props) {
  const { t, i18n } = useLingui();
  // Only a device with no network blocks sending: after a dropped answer the player must be able to press again
  // (the same key makes that safe), even though the last fetch marked the platform unreachable.
  const online = useSnapshot(networkState).deviceOnline;
  const apiBase = useSnapshot(configState).config?.apiBase ?? '';
  const wire = useSnapshot(languageState).language;
  const [code, setCode] = useState(options.channels[0]?.code ?? '');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const channel = options.channels.find((c) => c.code === code) ?? options.channels[0];
  const amount = parsePesos(text);
  const intent = useMoneyIntent({ channel: channel?.code, amount });
  if (!channel) return null;
  const problem = amountProblem(amount, channel);
  const bonus = options.firstDepositBonus;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (busy || problem || amount === undefined || !online) return;
    setBusy(true);
    try {
      const opened = await call(createDeposit, {
        body: { channel: channel.code, amount },
        idempotencyKey: intent.keyFor(),
      });
      intent.done();
      const page = new URL(opened.payUrl, apiBase || window.location.origin);
      page.searchParams.set('lang', wire);
      window.location.assign(page.toString());
    } catch (error) {
      setFailure(failureText(i18n, error));
      setBusy(false);
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => void submit(e)} noValidate>
      {bonus && bonus.eligible && (
        <p className="money-bonus" data-first-deposit-bonus>
          <Trans>First deposit bonus: get {formatMoney(bonus.amount)} extra on your first deposit.</Trans>
        </p>
      )}
      <fieldset className={`money-channels money-channels-${template}`}>
        <legend>
          <Trans>Payment channel</Trans>
        </legend>
        {options.channels.map((c) => (
          <label key={c.code} className="money-channel" data-channel={c.code}>
            <input
              type="radio"
              name="channel"
              value={c.code}
              checked={c.code === channel.code}
              onChange={() => setCode(c.code)}
            />
            <span className="money-channel-name">{c.name}</span>{' '}
            <span className="money-channel-kind">{i18n._(CHANNEL_KIND[c.kind])}</span>{' '}
            <span className="money-channel-limits">
              {formatMoney(c.min)} – {formatMoney(c.max)}
            </span>
          </label>
        ))}
      </fieldset>
      {/* Where the player pays and how long the deposit waits, under the channel it is about: read before the amount
          and the button, and never beneath the button that stays in view. */}
      <p className="money-note money-channel-note">
        <Trans>
          You will pay on {channel.name}&apos;s page. A deposit not paid within {options.expiryMinutes}{' '}
          minutes expires.
        </Trans>
      </p>
      <AmountField
        id="deposit-amount"
        label={t`Amount`}
        text={text}
        onText={setText}
        onBlur={() => setTouched(true)}
        limits={channel}
        problem={touched ? problem : undefined}
        quickAmounts={channel.quickAmounts}
        chipsLabel={t`Quick amounts`}
      />
      <MoneySubmit failure={failure} online={online} busy={busy}>
        {amount !== undefined && !problem ? (
          <Trans>Deposit {formatMoney(amount)}</Trans>
        ) : (
          <Trans>Deposit</Trans>
        )}
      </MoneySubmit>
    </form>
  );
}
