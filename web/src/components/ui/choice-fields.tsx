import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './form.css';

type Option = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly Option[];
  /** The first, empty choice, e.g. 'Select a product'. */
  placeholder: string;
  hint?: ReactNode;
};

/** A labelled select with an empty first choice. */
export function SelectField({ label, options, placeholder, hint, id, className = '', ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-describedby={hintId} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode };

/** A labelled multi-line box. */
export function TextAreaField({ label, id, className = '', ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={areaId}>{label}</label>
      <textarea id={areaId} {...textarea} />
    </div>
  );
}
