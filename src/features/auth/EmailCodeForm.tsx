import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { resetPasswordByEmail } from '../../api/contract/account';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { Field } from './Field';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { signIn } from './signIn';
import { useFormErrors } from './useFormErrors';
import { loginUsername, type Check } from './validation';
import { CATALOGUE } from '../../i18n/errorMessages';

// The mailed code is base64url (letters, digits, `-` and `_`); the server decides whether it is right.
const resetCode: Check = (v) => (/^[\w-]{4,64}$/.test(v.trim()) ? undefined : CATALOGUE.verificationCode);

/** The e-mailed reset code and a new password; success logs in with it (like the phone form). */
export function EmailCodeForm({ initialUsername }: { initialUsername: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [username, setUsername] = useState(initialUsername);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pw = useNewPassword({ password: 'password', confirm: 'confirm' });
  const password = pw.password;
  const form = useFormErrors('reset', () => [
    ['username', username, loginUsername],
    ['code', code, resetCode],
    ...pw.checks(),
  ]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    try {
      const { userName } = await call(resetPasswordByEmail, {
        body: {
          username: username.trim(),
          resetCode: code.trim(),
          newPassword: password,
          confirmNewPassword: pw.confirm,
        },
      });
      await signIn({ username: userName, password, type: 'username' }, false);
      navigate(paths.home, { replace: true });
    } catch (error) {
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      setCode('');
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        id="reset-username"
        label={<Trans>Username</Trans>}
        value={username}
        onValue={setUsername}
        problem={form.errors.username}
        autoComplete="username"
        autoCapitalize="off"
        required
      />
      <Field
        id="reset-code"
        label={<Trans>Reset code from the e-mail</Trans>}
        value={code}
        onValue={setCode}
        problem={form.errors.code}
        autoComplete="one-time-code"
        autoCapitalize="off"
        maxLength={64}
        required
      />
      <NewPasswordFields form="reset" value={pw} errors={form.errors} touch={form.touch} />
      {failure && (
        <p className="auth-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        <Trans>Set new password</Trans>
      </button>
    </form>
  );
}
