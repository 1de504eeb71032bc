// A refund as the console shows it: its reason in words.
import type { AdminRefundResolvers } from '../../generated/resolvers.ts';
import { refundReasonLabel } from './refunds-rules.ts';

export const AdminRefund: AdminRefundResolvers = {
  reasonLabel: (refund) => refundReasonLabel(refund.reason),
};
