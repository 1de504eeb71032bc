type QuantityStepperProps = {
  value: number;
  min: number;
  /** Above this the plus button reports `onOverMax` instead of changing the value. */
  max: number;
  onChange: (value: number) => void;
  onOverMax?: () => void;
  /** Names the control for screen readers, e.g. 'Quantity of AR-300'. */
  label?: string;
  /** Both buttons wait (e.g. while a change is saved). */
  disabled?: boolean;
};

/** Minus, value and plus. Minus stops at `min`; plus above `max` calls `onOverMax`. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  onOverMax,
  label = 'Quantity',
  disabled = false,
}: QuantityStepperProps) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper-button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite" aria-label="Quantity">
        {value}
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label="Increase quantity"
        disabled={disabled}
        onClick={() => (value >= max ? onOverMax?.() : onChange(value + 1))}
      >
        +
      </button>
    </div>
  );
}
