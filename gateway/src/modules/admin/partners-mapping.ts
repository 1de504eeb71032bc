// The console's partner program answers from upstream (/api/Admin/Partners..., /api/Admin/Payouts...),
// each parsed by the zod schema generated from upstream's OpenAPI document and renamed here to the
// GraphQL shapes: statuses as enums, missing KYC items in words, amounts as Money.
import { toMoney } from '@shop/commerce/money';
import { KYC_ITEM_LABELS, KYC_ITEMS } from '@shop/commerce/partner/kyc';
import type {
  PartnerDetail,
  PartnerListAnswer,
  PayoutPaidAnswer,
  PayoutRow,
  PayoutRun,
  PayoutsAnswer,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiAdminPartnersByIdResponse,
  zGetApiAdminPartnersByIdTableHistoryResponse,
  zGetApiAdminPartnersResponse,
  zGetApiAdminPayoutsByIdExportLinkResponse,
  zGetApiAdminPayoutsByIdResponse,
  zGetApiAdminPayoutsResponse,
  zPostApiAdminPartnersKycResponse,
  zPostApiAdminPartnersStatusResponse,
  zPostApiAdminPayoutsPaidResponse,
  zPostApiAdminPayoutsResponse,
} from '../../generated/upstream/zod.gen.ts';
import type { PageArgs } from './paging.ts';

/** A partner account's status (upstream's words); anything but Suspended or Pending is active. */
const accountStatus = (status: string) =>
  status === 'Suspended' ? ('SUSPENDED' as const) : status === 'Pending' ? ('PENDING' as const) : ('ACTIVE' as const);
const kycStatus = <S extends PartnerDetail['kycStatus']>(status: S) => status.toUpperCase() as Uppercase<S>;
/** A missing KYC item in words; one the shop does not know keeps upstream's name. */
const kycItem = (item: string) =>
  (KYC_ITEMS as readonly string[]).includes(item) ? KYC_ITEM_LABELS[item as (typeof KYC_ITEMS)[number]] : item;

const toTotal = (t: { count: number; amount: number }) => ({ count: t.count, amount: toMoney(t.amount) });
const toTotals = (t: PartnerDetail['totals']) => ({
  pending: toTotal(t.pending),
  approved: toTotal(t.approved),
  reversed: toTotal(t.reversed),
  paid: toTotal(t.paid),
});

const toPartnerPage = (a: PartnerListAnswer) => ({
  total: a.total,
  items: a.items.map((p) => ({ ...p, status: accountStatus(p.status), kycStatus: kycStatus(p.kycStatus) })),
});

const toPartnerDetail = ({ tableHistory, ...p }: PartnerDetail) => ({
  ...p,
  status: accountStatus(p.status),
  kycStatus: kycStatus(p.kycStatus),
  kycMissing: p.kycMissing.map(kycItem),
  master: p.master ? { id: null, ...p.master } : null,
  generals: p.generals.map((g) => ({ id: g.id, code: g.code, name: g.name })),
  totals: toTotals(p.totals),
  historyPage: tableHistory,
});
/** A partner with the first page of its table history (AdminPartner.tableHistory reads another itself). */
export type AdminPartnerDetail = ReturnType<typeof toPartnerDetail>;
/** The page of a partner's table history its detail carries. */
export const HISTORY_FIRST_PAGE: PageArgs = { page: 1, first: 25 };

const toPayout = (p: PayoutRow) => ({
  ...p,
  amount: toMoney(p.amount),
  status: p.status === 'paid' ? ('PAID' as const) : ('PENDING' as const),
});
export type AdminPayout = ReturnType<typeof toPayout>;

/** Which page of a run's payouts upstream answered with (its defaults when none is asked). */
export interface PayoutPageArgs {
  page: number;
  first: number;
  status: 'pending' | 'paid' | undefined;
}
export const PAYOUT_PAGE_DEFAULTS: PayoutPageArgs = { page: 1, first: 25, status: undefined };

const toPayoutRun = ({ payouts, ...r }: PayoutRun) => ({
  ...r,
  total: toMoney(r.total),
  payoutPage: { items: payouts.items.map(toPayout), total: payouts.total },
});
/** A run with the page of payouts it was read with (AdminPayoutRun.payouts reads another page itself). */
export type AdminPayoutRun = ReturnType<typeof toPayoutRun> & { payoutPageArgs: PayoutPageArgs };

const toPayoutPaid = (a: PayoutPaidAnswer) => ({ payout: toPayout(a.payout), run: toPayoutRun(a.run) });

const toPayouts = ({ defaultPeriod, runs, totals: { partners, ...byState } }: PayoutsAnswer) => ({
  defaultPeriod,
  totals: toTotals(byState),
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
});

export const partnerPageSchema = zGetApiAdminPartnersResponse.transform(toPartnerPage);
export const partnerDetailSchema = zGetApiAdminPartnersByIdResponse.transform(toPartnerDetail);
export const kycReviewedSchema = zPostApiAdminPartnersKycResponse.transform(toPartnerDetail);
export const statusSetSchema = zPostApiAdminPartnersStatusResponse.transform(toPartnerDetail);
/** A page of a partner's table changes (also the first page inside its detail). */
export const tableHistorySchema = zGetApiAdminPartnersByIdTableHistoryResponse;
export const payoutsSchema = zGetApiAdminPayoutsResponse.transform(toPayouts);
export const payoutRunSchema = zGetApiAdminPayoutsByIdResponse.transform(toPayoutRun);
export const createdRunSchema = zPostApiAdminPayoutsResponse.transform(toPayoutRun);
export const payoutPaidSchema = zPostApiAdminPayoutsPaidResponse.transform(toPayoutPaid);
export const bankFileSchema = zGetApiAdminPayoutsByIdExportLinkResponse;
