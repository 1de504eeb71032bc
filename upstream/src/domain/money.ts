// Money arithmetic in minor units (paise): amounts are summed and split as integers so that
// decimals add up exactly, and rounded to 2 decimals (half away from zero) only where a rule says.
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/** Rounds to 2 decimals. */
export function round2(amount: number): number {
  return fromMinor(toMinor(amount));
}

/** True when two amounts are the same to the paisa. */
export function sameAmount(a: number, b: number): boolean {
  return toMinor(a) === toMinor(b);
}

/** "17999.00": the amount as the payment gateway carries it. */
export function amountText(amount: number): string {
  return round2(amount).toFixed(2);
}
