// Request and answer shapes of the console's partner program routes (routes/admin-partners.ts).
import { z } from 'zod';
import { INCENTIVE_STATUSES, KYC_STATUSES, PAYOUT_STATUSES } from '@shop/commerce/partner/payouts';
import { pageQuery } from './admin.ts';

const Total = z.object({ count: z.number().int(), amount: z.number() });
const Totals = z.object(
  Object.fromEntries(INCENTIVE_STATUSES.map((s) => [s, Total])) as Record<
    (typeof INCENTIVE_STATUSES)[number],
    typeof Total
  >,
);

export const PartnerIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const PartnerListQuery = z.object({
  ...pageQuery,
  search: z.string().trim().max(120).optional().describe('A CP code, email, phone or part of the name'),
  status: z.enum(['Active', 'Pending', 'Suspended']).optional(),
  kyc: z.enum(KYC_STATUSES).optional(),
  master: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('Only the General partners of this Master (id)'),
});

export const PartnerRow = z.object({
  id: z.number().int(),
  code: z.string(),
  level: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  masterCode: z.string().nullable(),
  createdAt: z.string(),
});
export const PartnerListAnswer = z.object({ items: z.array(PartnerRow), total: z.number().int() });

export const TableHistoryQuery = z.object(pageQuery);
export const TableHistoryAnswer = z.object({
  items: z.array(
    z.object({
      at: z.string(),
      masterPercent: z.number(),
      generalPercent: z.number(),
      clientDiscount: z.number(),
      byPartner: z.boolean().describe('The partner changed its own table'),
    }),
  ),
  total: z.number().int(),
});

export const PartnerDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  level: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  pincode: z.string(),
  status: z.string(),
  statusNote: z.string().nullable(),
  kycStatus: z.enum(KYC_STATUSES),
  kycNote: z.string().nullable(),
  kycSubmittedAt: z.string().nullable(),
  kycReviewedAt: z.string().nullable(),
  kycMissing: z.array(z.string()),
  aadhaarLast4: z.string().nullable(),
  aadhaarDocumentUrl: z.string().nullable().describe('A short-lived signed link'),
  bankName: z.string(),
  bankBranch: z.string(),
  accountMasked: z.string(),
  ifsc: z.string(),
  pan: z.string(),
  chequeDocumentUrl: z.string().nullable().describe('A short-lived signed link'),
  master: z.object({ code: z.string(), name: z.string() }).nullable(),
  generals: z
    .array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), status: z.string() }))
    .describe('The ten newest General partners of a Master'),
  generalCount: z.number().int().describe('All its General partners (GET /Admin/Partners?master= lists them)'),
  table: z.object({ masterPercent: z.number(), generalPercent: z.number(), clientDiscount: z.number() }).nullable(),
  tableHistory: TableHistoryAnswer.describe('The first 25 changes, newest first (GET .../TableHistory pages them)'),
  totals: Totals,
  createdAt: z.string(),
});

export const KycReviewBody = z.object({
  id: z.number().int().min(1),
  decision: z.enum(['approve', 'reject']),
  note: z.string().max(1000).nullish().describe('Rejection: the reason the partner reads (5 to 500 characters)'),
});

export const PartnerStatusBody = z.object({
  id: z.number().int().min(1),
  status: z.enum(['Active', 'Suspended']),
  note: z.string().max(1000).nullish().describe('Suspension: why (5 to 500 characters)'),
});

export const PayoutRunBody = z.object({ period: z.string().max(7).describe('YYYY-MM of a month that has ended') });
export const PayoutPaidBody = z.object({
  payoutId: z.number().int().min(1),
  reference: z.string().max(100).describe('The bank reference (UTR or cheque number)'),
});

export const PayoutRow = z.object({
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
});
export const PayoutRunQuery = z.object({
  ...pageQuery,
  status: z.enum(PAYOUT_STATUSES).optional().describe("Only the run's payouts in this state"),
});
export const PayoutRunsQuery = z.object(pageQuery);
export const PayoutRun = z.object({
  id: z.number().int(),
  period: z.string(),
  total: z.number(),
  createdAt: z.string(),
  payoutCount: z.number().int(),
  paidCount: z.number().int(),
  payouts: z.object({ items: z.array(PayoutRow), total: z.number().int() }).describe('One page, in partner order'),
});
export const PayoutPaidAnswer = z.object({ payout: PayoutRow, run: PayoutRun });
export const PayoutRunRow = z.object({
  id: z.number().int(),
  period: z.string(),
  total: z.number(),
  createdAt: z.string(),
  payouts: z.number().int(),
  paid: z.number().int(),
});
export const PayoutsAnswer = z.object({
  defaultPeriod: z.string(),
  runs: z.object({ items: z.array(PayoutRunRow), total: z.number().int() }).describe('One page, newest month first'),
  totals: Totals.extend({
    partners: z.object({
      active: z.number().int(),
      pending: z.number().int(),
      suspended: z.number().int(),
      kycAwaitingReview: z.number().int(),
      kycApproved: z.number().int(),
    }),
  }),
});
