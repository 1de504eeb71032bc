// An order's lifecycle state as a badge: finished ones good, cancelled bad, those waiting on
// someone (payment, a return) a warning.
import type { OrderLifecycleStatus } from '@/generated/graphql.ts';

const TONE: Partial<Record<OrderLifecycleStatus, 'good' | 'warn' | 'bad'>> = {
  DELIVERED: 'good',
  REFUNDED: 'good',
  REPLACED: 'good',
  CANCELLED: 'bad',
  PENDING_PAYMENT: 'warn',
  RETURN_REQUESTED: 'warn',
  RETURN_RECEIVED: 'warn',
};

export function OrderStatusBadge({ status, label }: { status: OrderLifecycleStatus; label: string }) {
  const tone = TONE[status];
  return <span className={tone ? `admin-badge ${tone}` : 'admin-badge'}>{label}</span>;
}
