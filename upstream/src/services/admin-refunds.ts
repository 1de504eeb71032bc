// The console's refunds: the payments to send back, due or resolved, and marking one refunded with
// the reference of the money sent back. Resolving writes its audit entry in the same transaction
// and then mails the shopper that the refund is issued. Two operators resolving the same refund at
// once: one wins, the other is refused (409). Refusals are typed results with the message to show.
import type { Kysely } from 'kysely';
import { findRefund, listRefunds, resolveRefund, type RefundStatus } from '../db/queries/admin-refunds.ts';
import { findOrderByNumber } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import { mailOrderStatus } from './order-mails.ts';
import type { Outbox } from './outbox.ts';

export const REFUND_ALREADY_RESOLVED = 'This refund is already marked refunded.';

export type RefundRefusal = { ok: false; status: 404 | 409; message: string; code?: string };

class Refused extends Error {
  constructor(readonly refusal: RefundRefusal) {
    super(refusal.message);
  }
}

export function createAdminRefunds(deps: { db: Kysely<Database>; clock: Clock; outbox: Outbox; publicUrl: string }) {
  const { db, clock } = deps;

  return {
    /** Due: oldest first; resolved: newest first. */
    list(query: { status: RefundStatus; page: number; first: number }) {
      return listRefunds(db, query);
    },

    async resolve(
      operatorId: number,
      id: number,
      note: string,
    ): Promise<{ ok: true; id: number; resolvedAt: string } | RefundRefusal> {
      const now = clock();
      const at = now.toISOString();
      let orderNumber: string;
      try {
        orderNumber = await db.transaction().execute(async (trx) => {
          const refund = await findRefund(trx, id);
          if (!refund) throw new Refused({ ok: false, status: 404, message: 'No such refund.' });
          if (!(await resolveRefund(trx, { id, operatorId, note, at })))
            throw new Refused({ ok: false, status: 409, message: REFUND_ALREADY_RESOLVED, code: 'ALREADY_RESOLVED' });
          await recordAudit(
            trx,
            {
              operatorId,
              action: 'refund.resolve',
              entityType: 'order',
              entityId: refund.order_id_new,
              before: { refund: id, resolvedAt: null },
              after: {
                refund: id,
                resolvedAt: at,
                reference: note,
                amount: Number(refund.amount),
                currency: refund.currency,
              },
            },
            now,
          );
          return refund.order_id_new;
        });
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
      const order = await findOrderByNumber(db, orderNumber);
      if (order) await mailOrderStatus({ db, outbox: deps.outbox, publicUrl: deps.publicUrl }, order, 'refunded');
      return { ok: true, id, resolvedAt: at };
    },
  };
}
