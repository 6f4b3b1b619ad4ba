import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { openDownlineAccount } from '../../api/contract/agent';
import { ErrorCode } from '../../api/contract/errors';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { AccountOpened, AgentField, type AgentRegisterField } from './AgentRegisterParts';
import './agent.css';
import './catalog';

type Field = AgentRegisterField;

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

  if (opened) return <AccountOpened formId={id} opened={opened} onAnother={() => setOpened(undefined)} />;

  const field = (
    f: Field,
    label: string,
    type: 'text' | 'password',
    autoComplete: string,
    optional = false,
  ) => (
    <AgentField
      formId={id}
      name={f}
      label={label}
      type={type}
      autoComplete={autoComplete}
      optional={optional}
      value={values[f]}
      onChange={set(f)}
      invalid={error?.field === f}
    />
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
