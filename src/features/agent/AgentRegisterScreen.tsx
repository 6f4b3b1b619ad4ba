import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { openDownlineAccount } from '../../api/contract/agent';
import { ErrorCode } from '../../api/contract/errors';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import './agent.css';
import './catalog';

type Field = 'username' | 'password' | 'confirmPassword' | 'nickname';

/**
 * Open account (`/m/agentRegister`; spec 02 §2 "Agent home"): the agent creates a member directly below itself,
 * with the merchant's register rules; the member chooses a password of its own at first sign-in. The new member
 * counts in the team's figures at once (registered today).
 */
export default function AgentRegisterScreen() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    nickname: '',
  });
  const [error, setError] = useState<{ field?: Field; text: string }>();
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<string>();

  const set = (f: Field) => (e: { currentTarget: HTMLInputElement }) => {
    const v = e.currentTarget.value;
    setValues((old) => ({ ...old, [f]: v }));
    if (error?.field === f) setError(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!values.username.trim()) return setError({ field: 'username', text: t`Enter a user name` });
    if (!values.password) return setError({ field: 'password', text: t`Enter a password` });
    if (values.password !== values.confirmPassword)
      return setError({ field: 'confirmPassword', text: i18n._(errorMessage(ErrorCode.confirmMismatch)) });
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call(openDownlineAccount, {
        body: {
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
        },
      });
      setOpened(answer.userName);
      setValues({ username: '', password: '', confirmPassword: '', nickname: '' });
    } catch (err) {
      const field =
        err instanceof ApiError ? (err.value as { field?: unknown } | undefined)?.field : undefined;
      setError({
        field:
          field === 'username' || field === 'password' || field === 'nickname' || field === 'confirmPassword'
            ? field
            : undefined,
        text: i18n._(errorMessage(errorCodeOf(err))),
      });
    } finally {
      setBusy(false);
    }
  };

  if (opened)
    return (
      <section className="agent-form-screen" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="visually-hidden">
          <Trans>Open account</Trans>
        </h1>
        <div className="agent-done" role="status">
          <p>
            <Trans>
              Account <strong>{opened}</strong> is open in your team. At its first sign-in it chooses a
              password of its own.
            </Trans>
          </p>
          <button type="button" className="btn btn-primary" onClick={() => setOpened(undefined)}>
            <Trans>Open another account</Trans>
          </button>
          <Link className="btn" href={paths.agent}>
            <Trans>Back to agent centre</Trans>
          </Link>
        </div>
      </section>
    );

  const field = (
    f: Field,
    label: string,
    type: 'text' | 'password',
    autoComplete: string,
    optional = false,
  ) => (
    <div className="agent-field">
      <label htmlFor={`${id}-${f}`}>
        {label}
        {optional && (
          <span className="agent-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <input
        id={`${id}-${f}`}
        name={f}
        type={type}
        autoComplete={autoComplete}
        value={values[f]}
        onChange={set(f)}
        aria-invalid={error?.field === f}
        aria-describedby={error?.field === f ? `${id}-error` : undefined}
        required={!optional}
        maxLength={f === 'nickname' || f === 'username' ? 64 : 128}
      />
    </div>
  );

  return (
    <section className="agent-form-screen" aria-labelledby={`${id}-title`}>
      <form className="agent-form" onSubmit={submit} noValidate>
        <h1 id={`${id}-title`} className="visually-hidden">
          <Trans>Open account</Trans>
        </h1>
        <p className="agent-form-lead">
          <Trans>The new member joins your team directly below you.</Trans>
        </p>
        {field('username', t`User name`, 'text', 'off')}
        {field('password', t`Password`, 'password', 'new-password')}
        {field('confirmPassword', t`Confirm password`, 'password', 'new-password')}
        {field('nickname', t`Nickname`, 'text', 'off', true)}
        {error && (
          <p id={`${id}-error`} className="agent-error" role="alert">
            {error.text}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Opening…</Trans> : <Trans>Open account</Trans>}
        </button>
      </form>
    </section>
  );
}
