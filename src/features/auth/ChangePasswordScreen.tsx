import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { changePassword } from '../../api/contract/account';
import { CATALOGUE, errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { state as sessionState } from '../../stores/session';
import { dismissToast, LOADING_MAX_MS, showToast, TOAST_MS } from '../../stores/ui';
import { Dialog } from '../../ui/Dialog';
import { Field } from './Field';
import { finishPasswordChange } from './finishPasswordChange';
import { heldPassword } from './heldPassword';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
import { useFormErrors } from './useFormErrors';
import { loginPassword } from './validation';
import './auth.css';
import './catalog';

/** Change password (spec 01 §2, §4); the guard sends guests home before this renders. */
export default function ChangePasswordScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const username = info?.userName ?? '';
  const [held] = useState(() => heldPassword(username));
  const [oldPassword, setOld] = useState('');
  const [same, setSame] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pw = useNewPassword({ password: 'new', confirm: 'confirm' });
  const next = pw.password;
  const form = useFormErrors('changePsw', () => [
    ...(held === undefined ? ([['old', oldPassword, loginPassword]] as const) : []),
    ...pw.checks(),
  ]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    const old = held ?? oldPassword;
    if (next === old) {
      setSame(true); // no call: the server would refuse it anyway
      return;
    }
    setBusy(true);
    const loading = showToast(t`Saving…`, LOADING_MAX_MS.changePassword, 'loading');
    try {
      await call(changePassword, {
        body: { oldPassword: old, newPassword: next, confirmNewPassword: pw.confirm },
      });
      dismissToast(loading);
      showToast(t`Change saved`, TOAST_MS.success, 'success');
      await finishPasswordChange(username, next);
      setTimeout(() => navigate(paths.home, { replace: true }), TOAST_MS.success);
    } catch (error) {
      dismissToast(loading);
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      setBusy(false);
    }
  };

  return (
    <section className="auth" aria-labelledby="changePsw-title">
      <h1 id="changePsw-title" className="auth-title">
        <Trans>Change password</Trans>
      </h1>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        {username && (
          <Field
            id="changePsw-username"
            label={<Trans>Username</Trans>}
            value={username}
            onValue={() => {}}
            readOnly
            autoComplete="username"
          />
        )}
        {held === undefined && (
          <PasswordField
            id="changePsw-old"
            label={<Trans>Old password</Trans>}
            value={oldPassword}
            onValue={setOld}
            onBlur={() => form.touch('old')}
            problem={form.errors.old}
            autoComplete="current-password"
            required
          />
        )}
        <NewPasswordFields form="changePsw" value={pw} errors={form.errors} touch={form.touch} />
        {failure && (
          <p className="auth-failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
          <Trans>Save</Trans>
        </button>
      </form>
      <Dialog open={same} title={t`Change password`} onClose={() => setSame(false)} closeLabel={t`Close`}>
        <p>{i18n._(CATALOGUE.samePassword)}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={() => setSame(false)}>
            <Trans>OK</Trans>
          </button>
        </div>
      </Dialog>
    </section>
  );
}
