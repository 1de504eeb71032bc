import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** A short help text under the box. */
  hint?: ReactNode;
};

/** A labelled input with an optional hint. */
export function TextField({ label, hint, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={hintId} {...input} />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
