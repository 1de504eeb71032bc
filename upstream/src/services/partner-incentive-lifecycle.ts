// The incentive lifecycle applied (@shop/commerce/partner/incentive-lifecycle): settleIncentives
// moves every incentive whose order says so (Pending → Approved once the order is delivered and its
// return window has passed; Pending or Approved → Reversed when the order was cancelled or
// refunded). It is idempotent and safe to run concurrently: each move is a conditional update from
// the states it may leave, so two sweeps move a row once. Readers of incentive states (the portal's
// earnings, the console's totals, payout runs) call it first; an order's cancel or refund also
// reverses at once (reverseOrderIncentives, inside the transition's transaction). Paid is set only
// by a payout (partner-payouts.ts).
import type { Kysely } from 'kysely';
import { approvalTime, incentiveOutcome, statesMovableTo } from '@shop/commerce/partner/incentive-lifecycle';
import { movableIncentives, moveIncentive } from '../db/queries/partner-attribution.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export interface SettleScope {
  /** Only this partner's incentives. */
  partnerId?: number;
  /** Only this order's incentives. */
  orderId?: number;
}

/** Applies the lifecycle to the incentives that may move; answers how many moved. */
export async function settleIncentives(db: Db, now: Date, scope: SettleScope = {}): Promise<number> {
  const at = now.toISOString();
  let moved = 0;
  for (const row of await movableIncentives(db, scope.partnerId, scope.orderId)) {
    const outcome = incentiveOutcome({ status: row.order_status, deliveredAt: row.delivered_at }, now);
    if (outcome === 'wait') continue;
    const to = outcome === 'approve' ? 'approved' : 'reversed';
    // Approved as of the end of the return window (the sweep may run later); reversed now.
    const when = to === 'approved' && row.delivered_at ? approvalTime(row.delivered_at).toISOString() : at;
    if (await moveIncentive(db, row.id, statesMovableTo(to), to, when)) moved += 1;
  }
  return moved;
}

/** Reverses an order's unpaid incentives now (its cancel or refund). */
export function reverseOrderIncentives(db: Db, orderId: number, now: Date): Promise<number> {
  return settleIncentives(db, now, { orderId });
}
