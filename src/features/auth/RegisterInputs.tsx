import { Fragment, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Endpoint } from '../../api/contract/endpoint';
import type { SmsRequest, SmsSent } from '../../api/contract/verification';
import { Field } from './Field';
import { PasswordField } from './PasswordField';
import { FIELD_LABELS, type ShownField } from './registerFields';
import { SmsCodeButton } from './SmsCodeButton';
import { digitsOnly, MOBILE_MAX, SMS_CODE_MAX, type Problem } from './validation';

interface Props {
  fields: readonly ShownField[];
  value: (name: string) => string;
  set: (name: string, value: string) => void;
  errors: Record<string, Problem>;
  touch: (name: string) => void;
  dial: ReactNode;
  /** Fields shown read-only (a mobile number a phone-verification provider proved). */
  locked?: readonly string[];
  /** The password confirmation, drawn right after the password. */
  confirm: ReactNode;
  sendSms: {
    endpoint: Endpoint<undefined, SmsRequest, SmsSent>;
    request: () => SmsRequest;
    checkMobile: () => boolean;
    onTried?: () => void;
  };
}

/** Autofill hints, so password managers and the keyboard help (issue 4 "Security"). */
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
};

/** The configured register fields, each with its label, `*` when required, and its error. */
export function RegisterInputs({
  fields,
  value,
  set,
  errors,
  touch,
  dial,
  locked = [],
  confirm,
  sendSms,
}: Props) {
  const { i18n } = useLingui();
  return (
    <>
      {fields.map((field) => {
        const id = `register-${field.name}`;
        const common = {
          id,
          label: i18n._(FIELD_LABELS[field.name]),
          value: value(field.name),
          onBlur: () => touch(field.name),
          problem: errors[field.name],
          required: field.required,
        };
        if (field.name === 'password' || field.name === 'paymentPassword') {
          return (
            <Fragment key={field.name}>
              <PasswordField {...common} onValue={(v) => set(field.name, v)} autoComplete="new-password" />
              {field.name === 'password' && confirm}
            </Fragment>
          );
        }
        const numeric = field.name === 'mobileNum' || field.sms;
        const max = field.name === 'mobileNum' ? MOBILE_MAX : field.sms ? SMS_CODE_MAX : field.maxLength;
        return (
          <Field
            key={field.name}
            {...common}
            onValue={(v) => set(field.name, numeric ? digitsOnly(v, max) : v.slice(0, max))}
            type={field.name === 'mobileNum' ? 'tel' : field.name === 'email' ? 'email' : 'text'}
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
            autoCapitalize="off"
            maxLength={max}
            readOnly={locked.includes(field.name)}
            before={field.name === 'mobileNum' ? dial : undefined}
            after={
              field.sms ? (
                <SmsCodeButton
                  endpoint={sendSms.endpoint}
                  controls={id}
                  checkMobile={sendSms.checkMobile}
                  request={sendSms.request}
                  {...(sendSms.onTried ? { onTried: sendSms.onTried } : {})}
                />
              ) : undefined
            }
          />
        );
      })}
    </>
  );
}
