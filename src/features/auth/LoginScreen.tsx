import { useState } from 'react';
import { InTurn, useFirstScreenShown } from '../../hooks/firstScreen';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { getRegisterSettings } from '../../api/contract/account';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { Brand } from './Brand';
import { flag } from '../../stores/config';
import { takeReturn } from '../../stores/loginReturn';
import { CaptchaField } from './CaptchaField';
import { LoginFields, useLoginChecks } from './LoginFields';
import { NavStrip } from './NavStrip';
import { needsFirstPassword, signIn } from './signIn';
import { SocialButtons } from './SocialButtons';
import { useCall } from './useCall';
import { useCaptcha, wantsCaptcha } from './useCaptcha';
import { useLoginForm } from './useLoginForm';
import { AuthTopBar } from './AuthTopBar';
import './auth.css';
import { CopyrightLine } from '../../ui/CopyrightLine';
import { state as configState } from '../../stores/config';
import { useSnapshot } from 'valtio';
import './catalog';

/** Login (spec 01 §2): username or SMS mode, remember password, captcha after a flagged failure, trial play. */
export default function LoginScreen() {
  const copyright = useSnapshot(configState).config?.copyright;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const f = useLoginForm();
  const smsOn = flag('MOBILEVERCODELOGIN3');
  const sms = smsOn && f.mode === 'sms';
  const defaultDial = useCall(getRegisterSettings).data?.defaultDialingCode;
  const dialingCode = f.dial ?? defaultDial ?? '';
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaCode, setCaptchaCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const checks = useLoginChecks(f, sms, showCaptcha ? captchaCode : undefined);
  const { form } = checks;

  const reloadCaptcha = () => {
    setCaptchaCode('');
    void captcha.reload();
  };

  const switchMode = (next: 'username' | 'sms') => {
    form.clear();
    setFailure(undefined);
    f.switchMode(next);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    const extra = showCaptcha ? { captcha: captchaCode, captchaId: captcha.captchaId ?? '' } : {};
    try {
      const answer = await signIn(
        sms
          ? {
              type: 'sms',
              mobileNum: f.mobile,
              countryDialingCode: dialingCode,
              verificationCode: f.code,
              ...extra,
            }
          : { type: 'username', username: f.username.trim(), password: f.password, ...extra },
        f.remember,
      );
      navigate(needsFirstPassword(answer) ? paths.firstPassword : (takeReturn() ?? paths.home), {
        replace: true,
      });
    } catch (error) {
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      if (wantsCaptcha(error)) {
        setShowCaptcha(true);
        reloadCaptcha();
      }
      if (sms) f.setCode('');
      setBusy(false);
    }
  };

  useFirstScreenShown(true);
  return (
    <section className="auth" aria-labelledby="login-title">
      <AuthTopBar />
      <Brand />
      <h1 id="login-title" className="auth-title">
        <Trans>Login</Trans>
      </h1>
      {smsOn && (
        <div className="auth-tabs" role="group" aria-label={t`Login method`}>
          <button type="button" aria-pressed={!sms} onClick={() => switchMode('username')}>
            {/* The login method's tab, a phrase in TY ("with a password"), where a field's label is the word itself. */}
            {t({ message: 'Password', context: 'login method' })}
          </button>
          <button type="button" aria-pressed={sms} onClick={() => switchMode('sms')}>
            <Trans>SMS code</Trans>
          </button>
        </div>
      )}
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <LoginFields f={f} sms={sms} dialingCode={dialingCode} checks={checks} />
        {showCaptcha && (
          <CaptchaField
            id="login-captcha"
            value={captchaCode}
            onValue={setCaptchaCode}
            image={captcha.image}
            onReload={reloadCaptcha}
            problem={form.errors.captcha}
          />
        )}
        <label className="auth-check">
          <input type="checkbox" checked={f.remember} onChange={(e) => f.setRemember(e.target.checked)} />
          {sms ? <Trans>Remember my number</Trans> : <Trans>Remember password</Trans>}
        </label>
        {failure && (
          <p className="auth-failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary auth-submit" disabled={busy} aria-busy={busy}>
          {busy ? t`Logging in…` : t`Login`}
        </button>
        <button type="button" className="btn auth-submit" onClick={() => navigate(paths.trail)}>
          <Trans>Trial play</Trans>
        </button>
      </form>
      {/* Under the server's drawing, the parts below the form render in turns (src/hooks/firstScreen.ts). */}
      <InTurn>
        <SocialButtons passwordMode={!sms} />
      </InTurn>
      <InTurn>
        <NavStrip />
      </InTurn>
      <CopyrightLine place="page" copyright={copyright} />
    </section>
  );
}
