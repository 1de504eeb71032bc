import { useId } from 'react';

type Option = { value: string; label: string; count: number; swatch?: string };

type CheckboxFilterProps = {
  legend: string;
  options: Option[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  onReset: () => void;
};

/** A group of labelled checkboxes with counts, the number selected and Reset. */
export function CheckboxFilter({ legend, options, selected, onToggle, onReset }: CheckboxFilterProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{legend}</legend>
      <div className="filter-meta">
        <span aria-live="polite">{`${selected.length} selected`}</span>
        <button
          type="button"
          className="button-link"
          aria-label={`Reset ${legend}`}
          disabled={selected.length === 0}
          onClick={onReset}
        >
          Reset
        </button>
      </div>
      <ul className="filter-options">
        {options.map((option, i) => (
          <li key={option.value}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <label htmlFor={`${id}-${i}`}>
              {option.swatch ? (
                <span className="filter-swatch" style={{ background: option.swatch }} aria-hidden="true" />
              ) : null}
              <span className="filter-label">{option.label}</span>{' '}
              <span className="filter-count">{`(${option.count})`}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
