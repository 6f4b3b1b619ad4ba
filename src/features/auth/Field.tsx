import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { Problem } from './validation';
import { useProblemText } from './useProblemText';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  problem?: Problem | undefined;
  required?: boolean;
  /** Something beside the input: a show/hide toggle, an SMS button, a captcha image. */
  after?: ReactNode;
  /** Something before the input: the dialing code of a mobile number. */
  before?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its error announced and tied to it (aria-invalid, aria-describedby). */
export function Field({
  id,
  label,
  value,
  onValue,
  problem,
  required,
  after,
  before,
  inputRef,
  ...input
}: FieldProps) {
  const text = useProblemText()(problem);
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="auth-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className="auth-input-row">
        {before}
        <input
          id={id}
          ref={inputRef}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {after}
      </div>
      {/* The error's line is always there, empty or not: an error that comes on blur or goes as the player types
          moves nothing, so the tap that caused the blur lands where the player aimed (Login, Get code, Remember). */}
      <p id={errorId} className="auth-error" role={text ? 'alert' : undefined}>
        {text}
      </p>
    </div>
  );
}
