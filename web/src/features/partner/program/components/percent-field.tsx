import { isPercentTyping } from '@shop/commerce/partner/percent-input';
import { TextField } from '@/components/ui/text-field.tsx';

type PercentFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string | null;
  name?: string;
};

/** A percent box: digits with an optional decimal point (so never below 0); other keystrokes are ignored. */
export function PercentField({ label, value, onChange, disabled, readOnly, error, name }: PercentFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      onChange={(event) => {
        if (isPercentTyping(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
