import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { forgotPasswordByEmail } from '../../api/contract/account';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { showToast, TOAST_MS } from '../../stores/ui';
import { EmailCodeForm } from './EmailCodeForm';
import { Field } from './Field';
import { useFormErrors } from './useFormErrors';
import { email as emailRule, loginUsername } from './validation';

/**
 * Find by e-mail (spec 01 §2): username and e-mail, trimmed; the same confirmation whether or not they match an
 * account (no enumeration), then back one page. The mailed code is entered in the second form.
 */
export function EmailResetForm() {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [haveCode, setHaveCode] = useState(false);
  const form = useFormErrors('email', () => [
    ['username', username, loginUsername],
    ['address', address, emailRule],
  ]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    try {
      await call(forgotPasswordByEmail, { body: { username: username.trim(), email: address.trim() } });
      showToast(
        t`If the details match an account, we sent a reset code to that e-mail.`,
        TOAST_MS.long,
        'success',
      );
      setTimeout(() => history.back(), TOAST_MS.smsSent);
    } catch (error) {
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      setBusy(false);
    }
  };

  if (haveCode) return <EmailCodeForm initialUsername={username} />;
  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        id="email-username"
        label={<Trans>Username</Trans>}
        value={username}
        onValue={setUsername}
        onBlur={() => form.touch('username')}
        problem={form.errors.username}
        autoComplete="username"
        autoCapitalize="off"
        maxLength={64}
        required
      />
      <Field
        id="email-address"
        label={<Trans>E-mail</Trans>}
        value={address}
        onValue={setAddress}
        onBlur={() => form.touch('address')}
        problem={form.errors.address}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
      />
      {failure && (
        <p className="auth-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        <Trans>Retrieve password</Trans>
      </button>
      <button type="button" className="btn auth-submit" onClick={() => setHaveCode(true)}>
        <Trans>I have a reset code</Trans>
      </button>
    </form>
  );
}
