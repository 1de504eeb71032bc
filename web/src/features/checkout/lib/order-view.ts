// Order texts (pure): the status shown, the coupon cell.
import { CANCELLED_STATUS } from '@/features/checkout/checkout-constants.ts';

/** An empty status reads 'Cancelled' (spec 4, Order list). */
export function statusText(status: string): string {
  return status.trim() ? status : CANCELLED_STATUS;
}

/** The discount cell of an item: its percent, or a dash. */
export function discountText(percent: number): string {
  return percent > 0 ? `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%` : '—';
}
