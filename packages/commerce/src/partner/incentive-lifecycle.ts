// The life of an incentive, decided from its order: Pending while the order can still be cancelled
// or returned; Approved once the order is delivered (or its replacement made) and the return window
// has passed with no return asked; Reversed when the order is cancelled or refunded; Paid only
// through a payout. Reversed and Paid are final. Pure: upstream applies the moves (sweep and hooks).
import { returnWindowLastDay, withinReturnWindow, type OrderState } from '../checkout/order-lifecycle.ts';
import { INCENTIVE_STATUS, type IncentiveStatus } from './payouts.ts';

/** Order states that end the sale: the incentive is reversed. */
export const REVERSING_ORDER_STATES: readonly OrderState[] = ['cancelled', 'refunded'];
/** Order states whose incentive may be approved once the return window has passed. */
export const APPROVABLE_ORDER_STATES: readonly OrderState[] = ['delivered', 'replaced'];

export interface IncentiveOrder {
  status: string;
  deliveredAt: string | null;
}

export type IncentiveOutcome = 'approve' | 'reverse' | 'wait';

/** What the order says should happen to its incentives now. */
export function incentiveOutcome(order: IncentiveOrder, now: Date): IncentiveOutcome {
  if ((REVERSING_ORDER_STATES as readonly string[]).includes(order.status)) return 'reverse';
  if (!(APPROVABLE_ORDER_STATES as readonly string[]).includes(order.status)) return 'wait';
  return order.deliveredAt !== null && !withinReturnWindow(order.deliveredAt, now) ? 'approve' : 'wait';
}

/**
 * When an incentive became approvable: the first instant after its order's return window (the
 * midnight in India after the window's last day), so a sweep run later dates it rightly.
 */
export function approvalTime(deliveredAt: string): Date {
  const lastDay = returnWindowLastDay(deliveredAt);
  return new Date(new Date(`${lastDay}T00:00:00+05:30`).getTime() + 24 * 60 * 60 * 1000);
}

const MOVES: Readonly<Record<IncentiveStatus, readonly IncentiveStatus[]>> = {
  pending: [INCENTIVE_STATUS.APPROVED, INCENTIVE_STATUS.REVERSED],
  approved: [INCENTIVE_STATUS.PAID, INCENTIVE_STATUS.REVERSED],
  reversed: [],
  paid: [],
};

/** Whether an incentive may move from one state to another (Reversed and Paid are final). */
export function canMoveIncentive(from: IncentiveStatus, to: IncentiveStatus): boolean {
  return MOVES[from].includes(to);
}

/** The states an incentive may be in for its order's outcome to move it to `to`. */
export function statesMovableTo(to: IncentiveStatus): IncentiveStatus[] {
  return (Object.keys(MOVES) as IncentiveStatus[]).filter((from) => canMoveIncentive(from, to));
}
