import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { readPreferences } from '../../lib/preferences';
import { CaptchaField } from './CaptchaField';
import { Field } from './Field';
import { NavStrip } from './NavStrip';
import { PasswordField } from './PasswordField';
import { loadRemembered } from './rememberedLogin';
import { needsFirstPassword, signIn } from './signIn';
import { useCaptcha } from './useCaptcha';
import { useFormErrors } from './useFormErrors';
import { captcha as captchaRule, loginPassword, loginUsername } from './validation';
import './auth.css';

/** Whether a refused login asks for the captcha (`value.captcha` of the failure envelope). */
function wantsCaptcha(error: unknown): boolean {
  const value = (error as { value?: unknown } | null)?.value;
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}

/** Login (spec 01 §2): username and password, remember password, captcha after a flagged failure, trial play. */
export default function LoginScreen() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readPreferences().autoRemPass === true);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const form = useFormErrors('login', () => [
    ['username', username, loginUsername],
    ['password', password, loginPassword],
    ...(showCaptcha ? ([['captcha', code, captchaRule]] as const) : []),
  ]);

  useEffect(() => {
    let live = true;
    void loadRemembered('username').then((saved) => {
      if (!live || !saved) return;
      setUsername(saved.username);
      if (saved.password) {
        setPassword(saved.password);
        setRemember(true);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const reloadCaptcha = () => {
    setCode('');
    void captcha.reload();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    try {
      const answer = await signIn(
        {
          username: username.trim(),
          password,
          type: 'username',
          ...(showCaptcha ? { captcha: code, captchaId: captcha.captchaId ?? '' } : {}),
        },
        { mode: 'username', remember },
      );
      navigate(needsFirstPassword(answer) ? paths.firstPassword : paths.home, { replace: true });
    } catch (error) {
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      if (wantsCaptcha(error)) {
        setShowCaptcha(true);
        reloadCaptcha();
      }
      setBusy(false);
    }
  };

  return (
    <section className="auth" aria-labelledby="login-title">
      <h1 id="login-title" className="auth-title">
        <Trans>Login</Trans>
      </h1>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id="login-username"
          label={<Trans>Username</Trans>}
          value={username}
          onValue={setUsername}
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
          value={password}
          onValue={setPassword}
          onBlur={() => form.touch('password')}
          problem={form.errors.password}
          autoComplete="current-password"
          required
        />
        {showCaptcha && (
          <CaptchaField
            id="login-captcha"
            value={code}
            onValue={setCode}
            image={captcha.image}
            onReload={reloadCaptcha}
            problem={form.errors.captcha}
          />
        )}
        <label className="auth-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Trans>Remember password</Trans>
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
      <NavStrip />
    </section>
  );
}
