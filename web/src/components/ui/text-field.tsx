import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  /** A short help text under the box. */
  hint?: ReactNode;
  /** Why the value was refused, under the box (role alert). */
  error?: string | null;
};

/** A labelled input with an optional hint and error. */
export function TextField({ label, hint, error, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-message" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
