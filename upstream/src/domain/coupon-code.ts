// Personal discount codes of the subscribe popup: a prefix and 8 characters from an alphabet
// without look-alikes (no 0/O, 1/I/L), e.g. WELCOME-7KX2M9QD. Pure: the caller gives the bytes.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COUPON_RANDOM_LENGTH = 8;

export function couponCode(prefix: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < COUPON_RANDOM_LENGTH)
    throw new Error(`couponCode needs ${COUPON_RANDOM_LENGTH} random bytes`);
  let suffix = '';
  for (let i = 0; i < COUPON_RANDOM_LENGTH; i++) suffix += ALPHABET[(randomBytes[i] ?? 0) % ALPHABET.length];
  return `${prefix}-${suffix}`;
}

/** The end of a validity period that starts at `from` and lasts `days` days. */
export function validUntil(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}
