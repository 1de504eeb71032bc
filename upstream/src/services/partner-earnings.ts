// A partner's earnings (@shop/commerce/partner/earnings): after the lifecycle sweep, its
// incentives with their state, totals per state for a period, the last twelve months by state, its
// payouts, why payment is held, and signed links to its CSV exports and monthly statements.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { joinName } from '@shop/commerce/contact';
import { monthlyTotals, stateTotals, type EarningRow } from '@shop/commerce/partner/earnings';
import { isIncentiveStatus, type IncentiveStatus } from '@shop/commerce/partner/payouts';
import { shopDate } from '@shop/commerce/shop-time';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { csvLine } from '../domain/admin-order-filters.ts';
import { partnerEarningsLink } from '../domain/partner-document-link.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { settleIncentives } from './partner-incentive-lifecycle.ts';
import { payoutHoldOf } from './partner-kyc.ts';

type Db = Kysely<Database>;
const LINK_MS = 15 * 60 * 1000;

export interface EarningsFilter {
  /** YYYY-MM-DD, India, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  status?: IncentiveStatus | undefined;
  page: number;
  first: number;
}

export function earningsLinkKey(invoiceKey: string): string {
  return createHash('sha256').update(`partner-earnings\n${invoiceKey}`).digest('hex');
}

export function createPartnerEarnings(deps: { db: Db; clock: Clock; linkKey: string }) {
  const { db, clock, linkKey } = deps;

  /** The partner's incentives of sales (and reversed ones), newest first. */
  async function incentives(partnerId: number) {
    await settleIncentives(db, clock(), { partnerId });
    const rows = await db
      .selectFrom('partner_order_incentives as pi')
      .innerJoin('orders as o', 'o.id', 'pi.order_id')
      .leftJoin('partner_payouts as po', 'po.id', 'pi.payout_id')
      .leftJoin('partner_payout_runs as r', 'r.id', 'po.run_id')
      .select([
        'pi.id',
        'pi.status',
        'pi.role',
        'pi.attributed_by',
        'pi.incentive_percent',
        'pi.base_amount',
        'pi.incentive_amount',
        'pi.created_at',
        'pi.approved_at',
        'pi.paid_at',
        'o.order_id_new',
        'o.billing_customer_name',
        'o.billing_last_name',
        'r.period as payout_period',
      ])
      .where('pi.partner_id', '=', partnerId)
      .where((eb) => eb.or([eb('o.order_status', '=', ORDER_STATUS.SUCCESS), eb('pi.status', '=', 'reversed')]))
      .orderBy('pi.created_at', 'desc')
      .orderBy('pi.id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderId: r.order_id_new,
      customerName: joinName(r.billing_customer_name, r.billing_last_name),
      status: (isIncentiveStatus(r.status) ? r.status : 'pending') as IncentiveStatus,
      role: r.role === 'master' ? ('master' as const) : ('referrer' as const),
      attributedBy: r.attributed_by === 'link' ? ('link' as const) : ('coupon' as const),
      percent: Number(r.incentive_percent),
      base: Number(r.base_amount),
      amount: Number(r.incentive_amount),
      createdAt: r.created_at,
      approvedAt: r.approved_at,
      paidAt: r.paid_at,
      payoutPeriod: r.payout_period,
    }));
  }

  async function payouts(partnerId: number) {
    const rows = await db
      .selectFrom('partner_payouts as po')
      .innerJoin('partner_payout_runs as r', 'r.id', 'po.run_id')
      .select(['po.id', 'r.period', 'po.amount', 'po.incentive_count', 'po.status', 'po.bank_reference', 'po.paid_at'])
      .where('po.partner_id', '=', partnerId)
      .orderBy('r.period', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      period: r.period,
      amount: Number(r.amount),
      incentiveCount: Number(r.incentive_count),
      status: r.status === 'paid' ? ('paid' as const) : ('pending' as const),
      bankReference: r.bank_reference,
      paidAt: r.paid_at,
    }));
  }

  const link = (partnerId: number, name: string) =>
    partnerEarningsLink(linkKey, partnerId, name, new Date(clock().getTime() + LINK_MS));

  return {
    incentives,
    payouts,

    async summary(partnerId: number, filter: EarningsFilter) {
      const now = clock();
      const all = await incentives(partnerId);
      const inPeriod = all.filter((r) => {
        const day = shopDate(r.createdAt);
        return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
      });
      const shown = filter.status ? inPeriod.filter((r) => r.status === filter.status) : inPeriod;
      const asRows = (rows: typeof all): EarningRow[] =>
        rows.map((r) => ({ status: r.status, amount: r.amount, createdAt: r.createdAt }));
      const months = monthlyTotals(asRows(all), now);
      const paidOut = await payouts(partnerId);
      const statementMonths = months
        .map((m) => m.month)
        .filter(
          (month) =>
            all.some(
              (r) => shopDate(r.createdAt).startsWith(month) || (r.paidAt && shopDate(r.paidAt).startsWith(month)),
            ) || paidOut.some((p) => p.paidAt && shopDate(p.paidAt).startsWith(month)),
        )
        .reverse();
      return {
        totals: stateTotals(asRows(inPeriod)),
        months,
        hold: await payoutHoldOf(db, partnerId),
        transactions: {
          total: shown.length,
          items: shown.slice((filter.page - 1) * filter.first, filter.page * filter.first),
        },
        payouts: paidOut,
        links: {
          transactionsCsv: link(partnerId, 'transactions.csv'),
          payoutsCsv: link(partnerId, 'payouts.csv'),
          statements: statementMonths.map((month) => ({ month, url: link(partnerId, `statement-${month}.pdf`) })),
        },
      };
    },

    async transactionsCsv(partnerId: number): Promise<string> {
      const rows = await incentives(partnerId);
      const lines = [
        csvLine([
          'Order No',
          'Date',
          'Customer',
          'Role',
          'Attributed by',
          'Base',
          'Incentive %',
          'Incentive',
          'Status',
          'Payout',
        ]),
        ...rows.map((r) =>
          csvLine([
            r.orderId,
            shopDate(r.createdAt),
            r.customerName,
            r.role === 'master' ? 'As Master' : 'Own',
            r.attributedBy === 'link' ? 'Referral link' : 'Coupon',
            r.base.toFixed(2),
            r.percent,
            r.amount.toFixed(2),
            r.status,
            r.payoutPeriod ?? '',
          ]),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },

    async payoutsCsv(partnerId: number): Promise<string> {
      const rows = await payouts(partnerId);
      const lines = [
        csvLine(['Month', 'Amount', 'Orders', 'Status', 'Bank reference', 'Paid on']),
        ...rows.map((r) =>
          csvLine([
            r.period,
            r.amount.toFixed(2),
            r.incentiveCount,
            r.status,
            r.bankReference ?? '',
            r.paidAt ? shopDate(r.paidAt) : '',
          ]),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type PartnerEarnings = ReturnType<typeof createPartnerEarnings>;
