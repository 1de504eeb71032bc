// Bounded label values for metrics: clients name GraphQL operations and error codes come from
// answers, so without a cap every new value would be a new time series. The first `max` distinct values are kept as they are; any
// later new value is counted as `overflow`. Pure bookkeeping, tested beside.
export const OVERFLOW_LABEL = 'other';

/** Longest label value kept (GraphQL names are letters, digits and `_`); longer ones are cut. */
export const MAX_LABEL_LENGTH = 100;

export type LabelCap = (value: string) => string;

export function createLabelCap(max: number, overflow = OVERFLOW_LABEL): LabelCap {
  const seen = new Set<string>();
  return (value) => {
    const label = value.slice(0, MAX_LABEL_LENGTH);
    if (seen.has(label)) return label;
    if (seen.size >= max) return overflow;
    seen.add(label);
    return label;
  };
}
