// Upstream's CP/earnings answer, parsed by the zod schema generated from upstream's OpenAPI
// document and mapped to the gateway's models: amounts as Money, states as enums, dates also as
// the portal shows them (dd-MM-yyyy).
import { toMoney } from '@shop/commerce/money';
import { shopDate } from '@shop/commerce/shop-time';
import type { GetApiCpEarningsResponse } from '../../generated/upstream/types.gen.ts';
import { zGetApiCpEarningsResponse } from '../../generated/upstream/zod.gen.ts';
import type { EarningTotals, EarningTransaction, PartnerEarningsAnswer, PartnerPayout } from './models.ts';
import { INCENTIVE_STATE } from './program-mapping.ts';

type Totals = GetApiCpEarningsResponse['totals'];
type Transaction = GetApiCpEarningsResponse['transactions']['items'][number];
type Payout = GetApiCpEarningsResponse['payouts']['items'][number];

const portalDate = (iso: string) => shopDate(iso).split('-').reverse().join('-');

const total = (t: Totals['pending']) => ({ count: t.count, amount: toMoney(t.amount) });

const toTotals = (raw: Totals): EarningTotals => ({
  pending: total(raw.pending),
  approved: total(raw.approved),
  reversed: total(raw.reversed),
  paid: total(raw.paid),
});

const toTransaction = (raw: Transaction): EarningTransaction => ({
  id: raw.id,
  orderId: raw.orderId,
  customerName: raw.customerName,
  status: INCENTIVE_STATE[raw.status],
  role: raw.role,
  attributedBy: raw.attributedBy === 'link' ? 'LINK' : 'COUPON',
  percent: raw.percent,
  base: toMoney(raw.base),
  amount: toMoney(raw.amount),
  createdAt: raw.createdAt,
  date: portalDate(raw.createdAt),
  payoutPeriod: raw.payoutPeriod,
});

const toPayout = (raw: Payout): PartnerPayout => ({
  id: raw.id,
  period: raw.period,
  amount: toMoney(raw.amount),
  incentiveCount: raw.incentiveCount,
  paid: raw.status === 'paid',
  bankReference: raw.bankReference,
  paidDate: raw.paidAt ? portalDate(raw.paidAt) : null,
});

export const toEarnings = (raw: GetApiCpEarningsResponse): PartnerEarningsAnswer => ({
  totals: toTotals(raw.totals),
  months: raw.months.map((month) => ({ month: month.month, totals: toTotals(month.totals) })),
  hold: raw.hold && { code: raw.hold.code, message: raw.hold.message },
  transactionTotal: raw.transactions.total,
  transactions: raw.transactions.items.map(toTransaction),
  payoutTotal: raw.payouts.total,
  payouts: raw.payouts.items.map(toPayout),
  transactionsCsvUrl: raw.links.transactionsCsv,
  payoutsCsvUrl: raw.links.payoutsCsv,
  statements: raw.links.statements.map((statement) => ({ month: statement.month, url: statement.url })),
});

/** CP/earnings. */
export const earningsSchema = zGetApiCpEarningsResponse.transform(toEarnings);
