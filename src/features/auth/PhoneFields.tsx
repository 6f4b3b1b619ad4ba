import type { ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
import { DialingCodeSelect } from './DialingCodeSelect';
import { Field } from './Field';
import { SmsCodeButton } from './SmsCodeButton';
import { digitsOnly, MOBILE_MAX, SMS_CODE_MAX, type Problem } from './validation';

interface Common {
  id: string;
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  problem: Problem | undefined;
}

/** "Mobile number" with its dialing code: digits only, at most 20 (spec 01 §5), `autocomplete="tel-national"`. */
export function MobileNumberField({
  dialingCode,
  onDial,
  onValue,
  ...props
}: Common & { dialingCode: string; onDial: (code: string) => void }) {
  return (
    <Field
      {...props}
      label={<Trans>Mobile number</Trans>}
      onValue={(v) => onValue(digitsOnly(v, MOBILE_MAX))}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      before={<DialingCodeSelect value={dialingCode} onValue={onDial} />}
    />
  );
}

/** "Verification code" with its "Get code" button: digits only, at most 10, `autocomplete="one-time-code"`. */
export function SmsCodeField({
  sms,
  onValue,
  disabled,
  ...props
}: Common & { sms: Omit<ComponentProps<typeof SmsCodeButton>, 'controls'>; disabled?: boolean }) {
  return (
    <Field
      {...props}
      label={<Trans>Verification code</Trans>}
      onValue={(v) => onValue(digitsOnly(v, SMS_CODE_MAX))}
      inputMode="numeric"
      autoComplete="one-time-code"
      disabled={disabled}
      required
      after={<SmsCodeButton {...sms} controls={props.id} />}
    />
  );
}
