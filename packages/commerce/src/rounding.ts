// The shop's one rounding rule, for money and percents alike: a value is held to 2 decimals,
// rounded half away from zero, after dropping the binary noise of floating point (the value is read
// at 15 significant digits, so 1.005 is 1.005 and rounds to 1.01). Arithmetic on held values happens
// on integers (paise, hundredths of a percent); a share of an integer is rounded once, by the same
// rule, with `divideRounded`.

/** Decimals of every amount and every percent. */
export const DECIMALS = 2;
const SCALE = 10 ** DECIMALS;

/** `value` x 100 as a whole number, half away from zero (1.005 -> 101, -0.125 -> -13). */
export function toHundredths(value: number): number {
  const scaled = Number((Math.abs(value) * SCALE).toPrecision(15));
  const rounded = Math.round(scaled);
  // Math.round takes .5 up; `scaled` is never negative, so that is away from zero.
  return value < 0 ? -rounded : rounded;
}

export function fromHundredths(hundredths: number): number {
  return hundredths / SCALE;
}

/**
 * numerator / denominator for integers, rounded half away from zero, computed exactly (no
 * fraction ever passes through a float). The denominator must be positive.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRounded needs safe integers and a positive denominator: ${numerator} / ${denominator}`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}
