import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_PRICE_RANGE } from '@shop/commerce/catalog/limits';
import { formatMoney } from '@shop/commerce/money';
import { PRICE_COMMIT_DELAY_MS } from '@/lib/constants.ts';

type PriceFilterProps = {
  /** The category's lowest and highest price; the default range until they arrive. */
  bounds: { min: number; max: number } | undefined;
  minPrice: number | null;
  maxPrice: number | null;
  /** Called once the sliders have settled; null means "no bound" (the slider is at its end). */
  onCommit: (minPrice: number | null, maxPrice: number | null) => void;
  onReset: () => void;
};

/** Two range sliders (From, To) over the category's prices, with their values and Reset. */
export function PriceFilter({ bounds = DEFAULT_PRICE_RANGE, minPrice, maxPrice, onCommit, onReset }: PriceFilterProps) {
  const id = useId();
  const low = Math.floor(bounds.min);
  const high = Math.ceil(bounds.max);
  const fromUrl: [number, number] = [clamp(minPrice ?? low, low, high), clamp(maxPrice ?? high, low, high)];
  const [values, setValues] = useState(fromUrl);
  const dirty = useRef(false);

  // The URL (back, forward, Reset) or the server's bounds changed: show them.
  useEffect(() => {
    dirty.current = false;
    setValues([clamp(minPrice ?? low, low, high), clamp(maxPrice ?? high, low, high)]);
  }, [minPrice, maxPrice, low, high]);

  // The shopper moved a slider: reload the products once it has settled.
  useEffect(() => {
    if (!dirty.current) return;
    const timer = window.setTimeout(() => {
      dirty.current = false;
      const [from, to] = values;
      const nextMin = from <= low ? null : from;
      const nextMax = to >= high ? null : to;
      if (nextMin !== minPrice || nextMax !== maxPrice) onCommit(nextMin, nextMax);
    }, PRICE_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, low, high, minPrice, maxPrice, onCommit]);

  const change = (index: 0 | 1, raw: string): void => {
    const value = Number(raw);
    dirty.current = true;
    setValues(([from, to]) => (index === 0 ? [Math.min(value, to), to] : [from, Math.max(value, from)]));
  };

  const chosen = minPrice !== null || maxPrice !== null;
  return (
    <fieldset className="filter-group price-filter">
      <legend className="filter-legend">Price</legend>
      <div className="filter-meta">
        <span>
          The highest price is <strong>{formatMoney(high)}</strong>
        </span>
        <button type="button" className="button-link" aria-label="Reset Price" disabled={!chosen} onClick={onReset}>
          Reset
        </button>
      </div>
      <div className="price-slider">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="range"
          min={low}
          max={high}
          step={1}
          value={values[0]}
          aria-valuetext={formatMoney(values[0])}
          onChange={(e) => change(0, e.target.value)}
        />
        <output htmlFor={`${id}-from`} data-testid="price-from">
          {formatMoney(values[0])}
        </output>
      </div>
      <div className="price-slider">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="range"
          min={low}
          max={high}
          step={1}
          value={values[1]}
          aria-valuetext={formatMoney(values[1])}
          onChange={(e) => change(1, e.target.value)}
        />
        <output htmlFor={`${id}-to`} data-testid="price-to">
          {formatMoney(values[1])}
        </output>
      </div>
    </fieldset>
  );
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
