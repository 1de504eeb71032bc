import { useId, type ReactNode } from 'react';

type Option = { value: string; label: string; swatch?: string; disabled?: boolean; note?: string };

type OptionGroupProps = {
  legend: ReactNode;
  name: string;
  options: Option[];
  value: string | null;
  onChange: (value: string) => void;
  /** 'swatch' shows round colour chips, 'chip' shows the label in a pill. */
  variant: 'swatch' | 'chip';
};

/**
 * A radio group styled as colour swatches or pills (colour, size, strap). An option with a `note`
 * ("out of stock") stays choosable and says the note in its name ("9 (out of stock)"); a size pill
 * is struck through.
 */
export function OptionGroup({ legend, name, options, value, onChange, variant }: OptionGroupProps) {
  const id = useId();
  return (
    <fieldset className={`option-group option-group-${variant}`}>
      <legend>{legend}</legend>
      <div className="option-list">
        {options.map((o, i) => (
          <span key={o.value} className={o.note ? 'option option-noted' : 'option'}>
            <input
              id={`${id}-${i}`}
              type="radio"
              name={`${name}-${id}`}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            <label htmlFor={`${id}-${i}`} title={o.note ? `${o.label} (${o.note})` : o.label}>
              {variant === 'swatch' ? (
                <>
                  <span className="option-swatch" style={{ background: o.swatch }} aria-hidden="true" />
                  <span className="visually-hidden">{o.note ? `${o.label} (${o.note})` : o.label}</span>
                </>
              ) : o.note ? (
                <>
                  <span aria-hidden="true">{o.label}</span>
                  <span className="visually-hidden">{`${o.label} (${o.note})`}</span>
                </>
              ) : (
                o.label
              )}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
