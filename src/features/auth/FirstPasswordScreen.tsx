import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { setFirstPassword } from '../../api/contract/account';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { state as sessionState } from '../../stores/session';
import { dismissToast, LOADING_MAX_MS, showToast, TOAST_MS } from '../../stores/ui';
import { finishPasswordChange } from './finishPasswordChange';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { useFormErrors } from './useFormErrors';
import './auth.css';
import './catalog';

/** First password: an account an agent opened sets its own password before anything else (docs/accounts.md). */
export default function FirstPasswordScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pw = useNewPassword({ password: 'new', confirm: 'confirm' });
  const form = useFormErrors('firstPsw', pw.checks);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    const loading = showToast(t`Saving…`, LOADING_MAX_MS.changePassword, 'loading');
    try {
      await call(setFirstPassword, { body: { newPassword: pw.password, confirmNewPassword: pw.confirm } });
      dismissToast(loading);
      showToast(t`Change saved`, TOAST_MS.success, 'success');
      await finishPasswordChange(info?.userName ?? '', pw.password);
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
        <NewPasswordFields form="firstPsw" value={pw} errors={form.errors} touch={form.touch} />
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
