// Rules of the console's refunds at the edge: why the money goes back, in words, and the reference
// an operator types when marking a refund paid back.
import { z } from 'zod';

export const REFUND_REASON_LABELS: Record<string, string> = {
  cancelled: 'Paid order cancelled',
  returned: 'Returned',
  order_cancelled: 'Paid after the order was cancelled',
  already_paid: 'Paid twice',
};

export function refundReasonLabel(reason: string): string {
  return REFUND_REASON_LABELS[reason] ?? reason;
}

export const REFUND_REFERENCE_MESSAGE = 'Enter the reference of the refund (3 to 200 characters).';

export const resolveRefundInput = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'No such refund.')
    .transform(Number),
  reference: z.string().trim().min(3, REFUND_REFERENCE_MESSAGE).max(200, REFUND_REFERENCE_MESSAGE),
});
