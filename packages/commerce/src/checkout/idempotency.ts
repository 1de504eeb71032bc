// The Idempotency-Key of a Place Order (as Stripe has it): the client makes one per checkout
// attempt and sends it with every submit of that attempt; the same key and request answer the same
// order, the same key with another request is refused. A key is a UUID or any such token.

/** 8 to 100 letters, digits, dots, colons, dashes or underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(value);
}
