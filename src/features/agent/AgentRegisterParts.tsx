import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';

export type AgentRegisterField = 'username' | 'password' | 'confirmPassword' | 'nickname';

/** One field of the open-account form, tied to the form's one error when it is this field's. */
export function AgentField({
  formId,
  name,
  label,
  type,
  autoComplete,
  optional = false,
  value,
  onChange,
  invalid,
}: {
  formId: string;
  name: AgentRegisterField;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  optional?: boolean;
  value: string;
  onChange: (e: { currentTarget: HTMLInputElement }) => void;
  invalid: boolean;
}) {
  return (
    <div className="agent-field">
      <label htmlFor={`${formId}-${name}`}>
        {label}
        {optional && (
          <span className="agent-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <input
        id={`${formId}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${formId}-error` : undefined}
        required={!optional}
        maxLength={name === 'nickname' || name === 'username' ? 64 : 128}
      />
    </div>
  );
}

/** The account just opened: its name, what happens at its first sign-in, and the ways on. */
export function AccountOpened({
  formId,
  opened,
  onAnother,
}: {
  formId: string;
  opened: string;
  onAnother: () => void;
}) {
  return (
    <section className="agent-form-screen" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`} className="visually-hidden">
        <Trans>Open account</Trans>
      </h1>
      <div className="agent-done" role="status">
        <p>
          <Trans>
            Account <strong>{opened}</strong> is open in your team. At its first sign-in it chooses a password
            of its own.
          </Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={onAnother}>
          <Trans>Open another account</Trans>
        </button>
        <Link className="btn" href={paths.agent}>
          <Trans>Back to agent centre</Trans>
        </Link>
      </div>
    </section>
  );
}
