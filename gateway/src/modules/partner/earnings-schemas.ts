// Upstream's CP/earnings answer in the schema's shape: amounts as Money, states as enums, dates
// also as the portal shows them (dd-MM-yyyy).
import { z } from 'zod';
import { toMoney } from '@shop/commerce/money';
import { INCENTIVE_STATUSES, PAYOUT_STATUSES } from '@shop/commerce/partner/payouts';
import { shopDate } from '@shop/commerce/shop-time';

const upper = <T extends string>(s: T) => s.toUpperCase() as Uppercase<T>;
const portalDate = (iso: string) => shopDate(iso).split('-').reverse().join('-');
const total = z
  .object({ count: z.number().int(), amount: z.number() })
  .transform((t) => ({ count: t.count, amount: toMoney(t.amount) }));
const totals = z.object({ pending: total, approved: total, reversed: total, paid: total });

export const earningsSchema = z
  .object({
    totals,
    months: z.array(z.object({ month: z.string(), totals })),
    hold: z.object({ code: z.string(), message: z.string() }).nullable(),
    transactions: z.object({
      total: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          orderId: z.string(),
          customerName: z.string(),
          status: z.enum(INCENTIVE_STATUSES),
          role: z.string(),
          attributedBy: z.enum(['coupon', 'link']),
          percent: z.number(),
          base: z.number(),
          amount: z.number(),
          createdAt: z.string(),
          payoutPeriod: z.string().nullable(),
        }),
      ),
    }),
    payouts: z.object({
      total: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          period: z.string(),
          amount: z.number(),
          incentiveCount: z.number().int(),
          status: z.enum(PAYOUT_STATUSES),
          bankReference: z.string().nullable(),
          paidAt: z.string().nullable(),
        }),
      ),
    }),
    links: z.object({
      transactionsCsv: z.string(),
      payoutsCsv: z.string(),
      statements: z.array(z.object({ month: z.string(), url: z.string() })),
    }),
  })
  .transform((raw) => ({
    totals: raw.totals,
    months: raw.months,
    hold: raw.hold,
    transactionTotal: raw.transactions.total,
    transactions: raw.transactions.items.map((t) => ({
      ...t,
      status: upper(t.status),
      attributedBy: upper(t.attributedBy),
      base: toMoney(t.base),
      amount: toMoney(t.amount),
      date: portalDate(t.createdAt),
    })),
    payoutTotal: raw.payouts.total,
    payouts: raw.payouts.items.map((p) => ({
      id: p.id,
      period: p.period,
      amount: toMoney(p.amount),
      incentiveCount: p.incentiveCount,
      paid: p.status === 'paid',
      bankReference: p.bankReference,
      paidDate: p.paidAt ? portalDate(p.paidAt) : null,
    })),
    transactionsCsvUrl: raw.links.transactionsCsv,
    payoutsCsvUrl: raw.links.payoutsCsv,
    statements: raw.links.statements,
  }));
export type PartnerEarningsAnswer = z.output<typeof earningsSchema>;
