// Zod schemas of upstream's console partner program answers (/api/Admin/Partners...,
// /api/Admin/Payouts...), renamed to the GraphQL shapes: statuses as enums, amounts as Money.
import { z } from 'zod';
import { toMoney } from '@shop/commerce/money';
import { KYC_ITEM_LABELS, KYC_ITEMS } from '@shop/commerce/partner/kyc';
import { KYC_STATUSES, PAYOUT_STATUSES } from '@shop/commerce/partner/payouts';
import type { PageArgs } from './paging.ts';

const accountStatus = z
  .string()
  .transform((s) => (s === 'Suspended' ? 'SUSPENDED' : s === 'Pending' ? 'PENDING' : ('ACTIVE' as const)));
const kycStatus = z.enum(KYC_STATUSES).transform((s) => s.toUpperCase() as Uppercase<typeof s>);
const total = z.object({ count: z.number().int(), amount: z.number() }).transform((t) => ({
  count: t.count,
  amount: toMoney(t.amount),
}));
const totals = z.object({ pending: total, approved: total, reversed: total, paid: total });

export const partnerPageSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      level: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      status: accountStatus,
      kycStatus,
      masterCode: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

const kycItem = z
  .string()
  .transform((item) =>
    (KYC_ITEMS as readonly string[]).includes(item) ? KYC_ITEM_LABELS[item as (typeof KYC_ITEMS)[number]] : item,
  );

/** A page of a partner's table changes (also the first page inside its detail). */
export const tableHistorySchema = z.object({
  items: z.array(
    z.object({
      at: z.string(),
      masterPercent: z.number(),
      generalPercent: z.number(),
      clientDiscount: z.number(),
      byPartner: z.boolean(),
    }),
  ),
  total: z.number().int(),
});

export const partnerDetailSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    level: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    pincode: z.string(),
    status: accountStatus,
    statusNote: z.string().nullable(),
    kycStatus,
    kycNote: z.string().nullable(),
    kycSubmittedAt: z.string().nullable(),
    kycReviewedAt: z.string().nullable(),
    kycMissing: z.array(kycItem),
    aadhaarLast4: z.string().nullable(),
    aadhaarDocumentUrl: z.string().nullable(),
    bankName: z.string(),
    bankBranch: z.string(),
    accountMasked: z.string(),
    ifsc: z.string(),
    pan: z.string(),
    chequeDocumentUrl: z.string().nullable(),
    master: z.object({ code: z.string(), name: z.string() }).nullable(),
    generals: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), status: z.string() })),
    generalCount: z.number().int(),
    table: z.object({ masterPercent: z.number(), generalPercent: z.number(), clientDiscount: z.number() }).nullable(),
    tableHistory: tableHistorySchema,
    totals,
    createdAt: z.string(),
  })
  .transform(({ tableHistory, ...p }) => ({
    ...p,
    master: p.master ? { id: null, ...p.master } : null,
    generals: p.generals.map((g) => ({ id: g.id, code: g.code, name: g.name })),
    historyPage: tableHistory,
  }));
/** A partner with the first page of its table history (AdminPartner.tableHistory reads another itself). */
export type AdminPartnerDetail = z.output<typeof partnerDetailSchema>;
/** The page of a partner's table history its detail carries. */
export const HISTORY_FIRST_PAGE: PageArgs = { page: 1, first: 25 };

const payout = z
  .object({
    id: z.number().int(),
    partnerId: z.number().int(),
    partnerCode: z.string(),
    partnerName: z.string(),
    bankName: z.string(),
    accountMasked: z.string(),
    ifsc: z.string(),
    amount: z.number(),
    incentiveCount: z.number().int(),
    status: z.enum(PAYOUT_STATUSES),
    bankReference: z.string().nullable(),
    paidAt: z.string().nullable(),
  })
  .transform((p) => ({
    ...p,
    amount: toMoney(p.amount),
    status: p.status === 'paid' ? ('PAID' as const) : ('PENDING' as const),
  }));

export type AdminPayout = z.output<typeof payout>;

/** Which page of a run's payouts upstream answered with (its defaults when none is asked). */
export interface PayoutPageArgs {
  page: number;
  first: number;
  status: 'pending' | 'paid' | undefined;
}
export const PAYOUT_PAGE_DEFAULTS: PayoutPageArgs = { page: 1, first: 25, status: undefined };

export const payoutRunSchema = z
  .object({
    id: z.number().int(),
    period: z.string(),
    total: z.number(),
    createdAt: z.string(),
    payoutCount: z.number().int(),
    paidCount: z.number().int(),
    payouts: z.object({ items: z.array(payout), total: z.number().int() }),
  })
  .transform(({ payouts, ...r }) => ({ ...r, total: toMoney(r.total), payoutPage: payouts }));
/** A run with the page of payouts it was read with (AdminPayoutRun.payouts reads another page itself). */
export type AdminPayoutRun = z.output<typeof payoutRunSchema> & { payoutPageArgs: PayoutPageArgs };

export const payoutPaidSchema = z.object({ payout, run: payoutRunSchema });

export const payoutsSchema = z
  .object({
    defaultPeriod: z.string(),
    runs: z.object({
      items: z.array(
        z.object({
          id: z.number().int(),
          period: z.string(),
          total: z.number(),
          createdAt: z.string(),
          payouts: z.number().int(),
          paid: z.number().int(),
        }),
      ),
      total: z.number().int(),
    }),
    totals: z.object({
      pending: total,
      approved: total,
      reversed: total,
      paid: total,
      partners: z.object({
        active: z.number().int(),
        pending: z.number().int(),
        suspended: z.number().int(),
        kycAwaitingReview: z.number().int(),
        kycApproved: z.number().int(),
      }),
    }),
  })
  .transform(({ defaultPeriod, runs, totals: { partners, ...byState } }) => ({
    defaultPeriod,
    totals: byState,
    partners,
    runs: {
      total: runs.total,
      items: runs.items.map((r) => ({
        id: r.id,
        period: r.period,
        total: toMoney(r.total),
        createdAt: r.createdAt,
        payoutCount: r.payouts,
        paidCount: r.paid,
      })),
    },
  }));
