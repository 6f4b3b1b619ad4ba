import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { call } from '../../api/client';
import { setFirstPassword } from '../../api/contract/account';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { state as sessionState } from '../../stores/session';
import { dismissToast, LOADING_MAX_MS, showToast, TOAST_MS } from '../../stores/ui';
import { finishPasswordChange } from './finishPasswordChange';
import { PasswordField } from './PasswordField';
import { useFormErrors } from './useFormErrors';
import { usePasswordRule } from './usePasswordRule';
import { confirmOf } from './validation';
import './auth.css';
import './catalog';

/** First password: an account an agent opened sets its own password before anything else (docs/accounts.md). */
export default function FirstPasswordScreen() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(sessionState);
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const rule = usePasswordRule();
  const form = useFormErrors('firstPsw', () => [
    ['new', next, rule],
    ['confirm', confirm, confirmOf(() => next)],
  ]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    const loading = showToast(t`Saving…`, LOADING_MAX_MS.changePassword, 'loading');
    try {
      await call(setFirstPassword, { body: { newPassword: next, confirmNewPassword: confirm } });
      dismissToast(loading);
      showToast(t`Change saved`, TOAST_MS.success, 'success');
      await finishPasswordChange(info?.userName ?? '', next);
      setTimeout(() => navigate(paths.home, { replace: true }), TOAST_MS.success);
    } catch (error) {
      dismissToast(loading);
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      setBusy(false);
    }
  };

  return (
    <section className="auth" aria-labelledby="firstPsw-title">
      <p id="firstPsw-title" className="auth-intro">
        <Trans>Your account was opened for you. Please choose your own password before you play.</Trans>
      </p>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          id="firstPsw-new"
          label={<Trans>New password</Trans>}
          value={next}
          onValue={setNext}
          onBlur={() => form.touch('new')}
          problem={form.errors.new}
          autoComplete="new-password"
          required
        />
        <PasswordField
          id="firstPsw-confirm"
          label={<Trans>Confirm new password</Trans>}
          value={confirm}
          onValue={setConfirm}
          onBlur={() => form.touch('confirm')}
          problem={form.errors.confirm}
          autoComplete="new-password"
          required
        />
        {failure && (
          <p className="auth-failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
          <Trans>Save</Trans>
        </button>
      </form>
    </section>
  );
}
