import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from './Field';
import type { Problem } from './validation';

interface PasswordFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  problem?: Problem | undefined;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** A password input with a show/hide toggle (spec 01 §2); the toggle is a real button with a state. */
export function PasswordField({ autoComplete, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={128}
      after={
        <button
          type="button"
          className="auth-toggle"
          aria-pressed={shown}
          aria-controls={props.id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
