// Order texts (pure): the coupon cell of an order's item (the status text is @shop/commerce's
// orderStatusText).

/** The discount cell of an item: its percent, or a dash. */
export function discountText(percent: number): string {
  return percent > 0 ? `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%` : '—';
}
