import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { DATE_INPUT_HINT, DATE_INPUT_PATTERN, formatShopDate, readShopDate } from '@shop/commerce/dates';
import { TextField } from './text-field.tsx';

/** Said under a date box left with text that is no date. */
export const DATE_FIELD_MESSAGE = `Enter the date as ${DATE_INPUT_HINT}, e.g. 23-11-2026.`;

type DateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'pattern'> & {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The date, YYYY-MM-DD ('' when empty; the typed text while it is no date). */
  value: string;
  /** The date read from what was typed as YYYY-MM-DD, or the trimmed text when it is no date ('' when empty). */
  onValueChange: (value: string) => void;
};

/**
 * A date typed as dd-MM-yyyy (the shop's one format) instead of the browser's date box, which an
 * en-US browser shows as mm/dd/yyyy. The form keeps YYYY-MM-DD; text that is no date stays as typed
 * and is said to be wrong once the box is left.
 */
export function DateField({ value, onValueChange, hint, error, onBlur, ...input }: DateFieldProps) {
  const [text, setText] = useState(() => formatShopDate(value));
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a prefill) replaces the text when it reads differently.
  const typed = readShopDate(text) ?? text.trim();
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== typed) setText(formatShopDate(value));
  }
  const wrong = left && text.trim() !== '' && readShopDate(text) === null;
  return (
    <TextField
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete={input.autoComplete ?? 'off'}
      placeholder={DATE_INPUT_HINT}
      pattern={DATE_INPUT_PATTERN}
      hint={hint ?? DATE_INPUT_HINT}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const read = readShopDate(next) ?? next.trim();
        setSeen(read);
        onValueChange(read);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={error ?? (wrong ? DATE_FIELD_MESSAGE : null)}
    />
  );
}
