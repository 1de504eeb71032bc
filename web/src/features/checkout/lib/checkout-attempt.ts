// One idempotency key per checkout attempt (the gateway's PlaceOrderInput.idempotencyKey): every
// submit of the same request carries the same key, so a double click or a retry after a dropped
// connection answers the order already placed; another request (a new address, mode, coupon or
// figure) starts a new attempt, and so does a placed order (ordering the same cart again is meant).

export interface CheckoutAttempts {
  /** The key of this request: the current attempt's when the request is the same, else a new one. */
  keyFor(request: unknown): string;
  /** An order was placed: the next submit is a new attempt. */
  placed(): void;
}

export function checkoutAttempts(newKey: () => string = () => crypto.randomUUID()): CheckoutAttempts {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const print = JSON.stringify(request);
      if (current?.request !== print) current = { request: print, key: newKey() };
      return current.key;
    },
    placed() {
      current = null;
    },
  };
}
