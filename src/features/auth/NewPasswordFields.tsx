import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { PasswordField } from './PasswordField';
import { usePasswordRule } from './usePasswordRule';
import { confirmOf, type Check, type Problem } from './validation';

/** Field names inside the form (element ids are `<form>-<name>`, which is what `useFormErrors` focuses). */
export interface NewPasswordNames {
  password: string;
  /** Absent when the form has no confirmation (set password by phone, spec 01 §2). */
  confirm?: string;
}

/**
 * A new password and, when the form has one, its confirmation: the state and the checks (the shared password rule,
 * then "must equal") for `useFormErrors`.
 */
export function useNewPassword(names: NewPasswordNames) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const rule = usePasswordRule();
  const checks = (): Array<readonly [string, string, Check]> => [
    [names.password, password, rule],
    ...(names.confirm ? [[names.confirm, confirm, confirmOf(() => password)] as const] : []),
  ];
  return { names, password, setPassword, confirm, setConfirm, checks };
}

interface Props {
  /** The form's id prefix, as given to `useFormErrors`. */
  form: string;
  value: ReturnType<typeof useNewPassword>;
  errors: Record<string, Problem>;
  touch: (name: string) => void;
}

/** The "New password" and "Confirm new password" inputs, both `autocomplete="new-password"`. */
export function NewPasswordFields({ form, value, errors, touch }: Props) {
  const { names } = value;
  return (
    <>
      <PasswordField
        id={`${form}-${names.password}`}
        label={<Trans>New password</Trans>}
        value={value.password}
        onValue={value.setPassword}
        onBlur={() => touch(names.password)}
        problem={errors[names.password]}
        autoComplete="new-password"
        required
      />
      {names.confirm && (
        <PasswordField
          id={`${form}-${names.confirm}`}
          label={<Trans>Confirm new password</Trans>}
          value={value.confirm}
          onValue={value.setConfirm}
          onBlur={() => touch(names.confirm!)}
          problem={errors[names.confirm]}
          autoComplete="new-password"
          required
        />
      )}
    </>
  );
}
