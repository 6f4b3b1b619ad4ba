import { Trans } from '@lingui/react/macro';
import { getRegisterFields } from '../../api/contract/account';
import { sendNoLoginSms } from '../../api/contract/verification';
import { Field } from './Field';
import { PasswordField } from './PasswordField';
import { MobileNumberField, SmsCodeField } from './PhoneFields';
import { useCall } from './useCall';
import { useFormErrors } from './useFormErrors';
import type { useLoginForm } from './useLoginForm';
import * as rules from './validation';

type LoginForm = ReturnType<typeof useLoginForm>;

/**
 * The login form's checks (spec 01 §5): the server's named login rules once loaded, the built-in ones until then; the
 * mode's two fields and, once asked for, the captcha.
 */
export function useLoginChecks(f: LoginForm, sms: boolean, captchaCode: string | undefined) {
  const loginRules = useCall(getRegisterFields).data?.loginRules;
  const named = (name: keyof NonNullable<typeof loginRules>, fallback: rules.Check): rules.Check => {
    const rule = loginRules?.[name];
    return rule
      ? rules.ruleCheck({ ...rule, enabled: true, required: true }, rules.RULE_FALLBACK[name])
      : fallback;
  };
  const mobileCheck = named(
    'loginMobileNum',
    rules.loginMobileNum(rules.minLengthOf(loginRules?.loginMobileNum.pattern)),
  );
  const form = useFormErrors('login', () => [
    ...(sms
      ? ([
          ['mobile', f.mobile, mobileCheck],
          ['code', f.code, named('verificationCode', rules.verificationCode)],
        ] as const)
      : ([
          ['username', f.username, named('loginUsername', rules.loginUsername)],
          ['password', f.password, named('loginPassword', rules.loginPassword)],
        ] as const)),
    ...(captchaCode !== undefined ? ([['captcha', captchaCode, rules.captcha]] as const) : []),
  ]);
  return { form, mobileCheck };
}

/** The login form's credentials: the mobile number and its SMS code, or the username and password. */
export function LoginFields({
  f,
  sms,
  dialingCode,
  checks: { form, mobileCheck },
}: {
  f: LoginForm;
  sms: boolean;
  dialingCode: string;
  checks: ReturnType<typeof useLoginChecks>;
}) {
  if (sms)
    return (
      <>
        <MobileNumberField
          id="login-mobile"
          value={f.mobile}
          onValue={f.setMobile}
          onBlur={() => form.touch('mobile')}
          problem={form.errors.mobile}
          dialingCode={dialingCode}
          onDial={f.setDial}
        />
        <SmsCodeField
          id="login-code"
          value={f.code}
          onValue={f.setCode}
          onBlur={() => form.touch('code')}
          problem={form.errors.code}
          sms={{
            endpoint: sendNoLoginSms,
            checkMobile: () => {
              form.touch('mobile');
              return mobileCheck(f.mobile) === undefined;
            },
            request: () => ({ mobileNum: f.mobile, countryDialingCode: dialingCode }),
          }}
        />
      </>
    );
  return (
    <>
      <Field
        id="login-username"
        label={<Trans>Username</Trans>}
        value={f.username}
        onValue={f.setUsername}
        onBlur={() => form.touch('username')}
        problem={form.errors.username}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        required
      />
      <PasswordField
        id="login-password"
        label={<Trans>Password</Trans>}
        value={f.password}
        onValue={f.setPassword}
        onBlur={() => form.touch('password')}
        problem={form.errors.password}
        autoComplete="current-password"
        required
      />
    </>
  );
}
