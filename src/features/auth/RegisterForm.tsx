import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { Link } from '../../ui/Link';
import { call } from '../../api/client';
import type { RegisterFieldConfig, RegisterSettings } from '../../api/contract/account';
import { checkAffiliateCode, register, registerByMobile, setHeadIcon } from '../../api/contract/account';
import { sendRegisterSms } from '../../api/contract/verification';
import { CATALOGUE, errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { registerMethod } from '../../stores/standalone';
import { CaptchaField } from './CaptchaField';
import { loginDeviceId } from './deviceId';
import { DialingCodeSelect } from './DialingCodeSelect';
import { PasswordField } from './PasswordField';
import { fieldsFor, methodChoices, wantsRegisterCaptcha, type RegisterMethodChoice } from './registerFields';
import { RegisterInputs } from './RegisterInputs';
import { startRegisteredSession } from './startRegisteredSession';
import { useCaptcha } from './useCaptcha';
import { dropVerifiedPhone, peekVerifiedPhone } from './verifiedPhone';
import { useFormErrors } from './useFormErrors';
import { registerChecks } from './registerChecks';

interface Props {
  settings: RegisterSettings;
  config: RegisterFieldConfig;
  /** The head icon the player chose on the page (RegisterExtras), sent once the account exists; none: the default. */
  headIcon?: string;
}

/** The register form: method toggle, configured fields, confirmation, captcha, age, agreement. */
/** The inviting member's account from an invitation link, if it looks like one. */
export function referrerOf(search: string): string | undefined {
  const r = new URLSearchParams(search).get('recommenderId')?.trim();
  return r && /^[A-Za-z0-9_.@-]{3,64}$/.test(r) ? r : undefined;
}

export function RegisterForm({ settings, config, headIcon }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const choice = methodChoices(settings);
  // A number the social sign-in proved (SocialSignIn): registration by mobile with the provider's token instead
  // of an SMS code; the number is fixed, since the token proves only that one.
  const [verified] = useState(() => (settings.mobileRegistration ? peekVerifiedPhone() : undefined));
  useEffect(() => dropVerifiedPhone(), []);
  const [method, setMethod] = useState<RegisterMethodChoice>(verified ? 'mobile' : choice.initial);
  // One value map for both methods, so a typed mobile number carries across a switch.
  const [values, setValues] = useState<Record<string, string>>(
    verified ? { mobileNum: verified.mobileNum } : {},
  );
  const [dial, setDial] = useState(verified?.countryDialingCode ?? settings.defaultDialingCode);
  const [agree, setAgree] = useState(true);
  const [adult, setAdult] = useState(false);
  const [busy, setBusy] = useState(false);
  // A friend's invitation link (`/m/register?recommenderId=<their account>`, the invite-friends screen).
  const [referrer] = useState(() => referrerOf(location.search));
  const [failure, setFailure] = useState<string>();
  const captcha = useCaptcha();
  const withCaptcha = wantsRegisterCaptcha(config.fields, settings);
  const shown = fieldsFor(
    config.fields,
    method,
    verified ? { ...settings, smsVerification: false } : settings,
  );
  const value = (name: string) => values[name] ?? '';
  const set = (name: string, v: string) => setValues((prev) => ({ ...prev, [name]: v }));
  const checks = () => registerChecks(shown, withCaptcha, value);
  const form = useFormErrors('register', () => checks());

  useEffect(() => {
    if (withCaptcha) void captcha.reload();
  }, [withCaptcha]); // eslint-disable-line react-hooks/exhaustive-deps -- load once when the form needs it

  const reloadCaptcha = () => {
    set('captcha', '');
    void captcha.reload();
  };

  const fail = (field: string, message: string) => {
    form.setErrors({ [field]: { text: message } });
    document.getElementById(`register-${field}`)?.focus();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !agree || !form.submit()) return;
    if (!adult) {
      document.getElementById('register-age')?.focus();
      setFailure(t`Please confirm that you are at least ${settings.minimumAge} years old`);
      return;
    }
    setBusy(true);
    try {
      const code = value('affiliateCode').trim();
      if (code && shown.some((f) => f.name === 'affiliateCode')) {
        const check = await call(checkAffiliateCode, { query: { code, domain: location.hostname } });
        if (!check.success) {
          fail('affiliateCode', i18n._(CATALOGUE.invitationCode));
          setBusy(false);
          return;
        }
      }
      const withPassword = shown.some((f) => f.name === 'password');
      const body = {
        ...Object.fromEntries(shown.map((f) => [f.name, value(f.name).trim()])),
        ...(withPassword ? { password: value('password'), confirmPassword: value('confirmPassword') } : {}),
        countryDialingCode: dial,
        registerMethod: registerMethod(),
        registerUrl: location.hostname,
        domain: location.hostname,
        ageConfirmed: true,
        type: 0 as const,
        loginDeviceId: loginDeviceId(),
        ...(referrer && !value('recommenderId').trim() ? { recommenderId: referrer } : {}),
        ...(withCaptcha ? { captcha: value('captcha'), captchaId: captcha.captchaId ?? '' } : {}),
        ...(verified ? { firebaseChannel: 'sms' as const, firebaseIdToken: verified.idToken } : {}),
      };
      const answer = await call(method === 'mobile' ? registerByMobile : register, { body });
      startRegisteredSession(answer, withPassword ? value('password') : undefined);
      // The account exists: its head icon can be kept now (spec 01 §6's POST). Failing that, the account stands and
      // shows the default, which the member centre can change.
      if (headIcon) await call(setHeadIcon, { body: { headIcon } }).catch(() => undefined);
      navigate(answer.mustChangePassword ? paths.firstPassword : paths.home, { replace: true });
    } catch (error) {
      const field = (error as { value?: { field?: unknown } }).value?.field;
      const message = i18n._(errorMessage(errorCodeOf(error)));
      if (typeof field === 'string' && document.getElementById(`register-${field}`)) fail(field, message);
      else setFailure(message);
      if (withCaptcha) reloadCaptcha();
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      {referrer && (
        <p className="auth-note" data-referrer>
          <Trans>Invited by {referrer}</Trans>
        </p>
      )}
      {verified && (
        <p className="auth-note" role="status">
          {settings.mobilePasswordRegistration ? (
            <Trans>
              Your number +{verified.countryDialingCode} {verified.mobileNum} is verified. Choose a password
              to open your account.
            </Trans>
          ) : (
            <Trans>
              Your number +{verified.countryDialingCode} {verified.mobileNum} is verified.
            </Trans>
          )}
        </p>
      )}
      {choice.toggle && !verified && (
        <div className="auth-tabs" role="group" aria-label={t`Registration method`}>
          <button type="button" aria-pressed={method === 'username'} onClick={() => setMethod('username')}>
            <Trans>By username</Trans>
          </button>
          <button type="button" aria-pressed={method === 'mobile'} onClick={() => setMethod('mobile')}>
            <Trans>By mobile number</Trans>
          </button>
        </div>
      )}
      {method === 'mobile' && !settings.mobilePasswordRegistration && (
        <p className="auth-note" data-no-password>
          <Trans>No password needed: you will sign in with a code sent to this number.</Trans>
        </p>
      )}
      <RegisterInputs
        fields={shown}
        value={value}
        set={set}
        errors={form.errors}
        touch={form.touch}
        dial={
          verified ? (
            <span className="auth-dial auth-dial-fixed">+{dial}</span>
          ) : (
            <DialingCodeSelect value={dial} onValue={setDial} />
          )
        }
        locked={verified ? ['mobileNum'] : []}
        confirm={
          <PasswordField
            id="register-confirmPassword"
            label={<Trans>Confirm password</Trans>}
            value={value('confirmPassword')}
            onValue={(v) => set('confirmPassword', v)}
            onBlur={() => form.touch('confirmPassword')}
            problem={form.errors.confirmPassword}
            autoComplete="new-password"
            required
          />
        }
        sendSms={{
          endpoint: sendRegisterSms,
          // The code is behind the same captcha as registration; it is spent by the try, so a new one is drawn.
          request: () => ({
            mobileNo: value('mobileNum'),
            countryDialingCode: dial,
            ...(withCaptcha ? { captcha: value('captcha'), captchaId: captcha.captchaId ?? '' } : {}),
          }),
          checkMobile: () => {
            form.touch('mobileNum');
            const field = (name: string) =>
              checks().find(([n]) => n === name)?.[2](value(name)) === undefined;
            if (!withCaptcha) return field('mobileNum');
            form.touch('captcha');
            return field('mobileNum') && field('captcha');
          },
          ...(withCaptcha ? { onTried: reloadCaptcha } : {}),
        }}
      />
      {withCaptcha && (
        <CaptchaField
          id="register-captcha"
          value={value('captcha')}
          onValue={(v) => set('captcha', v)}
          image={captcha.image}
          onReload={reloadCaptcha}
          problem={form.errors.captcha}
        />
      )}
      <label className="auth-check">
        <input
          id="register-age"
          type="checkbox"
          checked={adult}
          onChange={(e) => setAdult(e.target.checked)}
        />
        <Trans>I am at least {settings.minimumAge} years old</Trans>
      </label>
      <label className="auth-check">
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>
          <Trans>I agree to the</Trans> <Link href={paths.useragreement}>{t`user agreement`}</Link>
        </span>
      </label>
      {failure && (
        <p className="auth-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy || !agree}>
        <Trans>Register</Trans>
      </button>
    </form>
  );
}
