// The partner program's answers from upstream (referred orders and incentives, incentive tables and
// history, shared coupons, nominations, templates, new partners): each parsed by the zod schema
// generated from upstream's OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the
// gateway's models, amounts as Money, states as enums, HTML sanitised.
import { toMoney } from '@shop/commerce/money';
import { canEditMasterPercent, incentiveTableTitle, levelOf } from '@shop/commerce/partner/levels';
import type { IncentiveStatus } from '@shop/commerce/partner/payouts';
import { couponShareStatus, nominationStatus } from '@shop/commerce/partner/statuses';
import type {
  GeneralTable,
  IncentiveHistoryEntry as IncentiveHistoryEntryWire,
  IncentiveRow,
  IncentiveTable as IncentiveTableWire,
  NominationInvite as NominationInviteWire,
  NominationRow,
  PartnerProgramOrderRow,
  ProgramRates,
  ProposedIncentive as ProposedIncentiveWire,
  ReferRow,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiCommonDataCpIncentiveResponse,
  zGetApiCpCpIncentiveDetailsResponse,
  zGetApiCpCpIncentiveHistoryResponse,
  zGetApiCpCpIncentivetableGeneralOfMasterResponse,
  zGetApiCpCpIncentivetableResponse,
  zGetApiCpCpOrderDetailsResponse,
  zGetApiCpNominationInviteResponse,
  zGetApiCpProposedCpIncentiveResponse,
  zGetApiCpShareCouponDataResponse,
  zGetApiCpShareNominationDataResponse,
  zPostApiCpAddCPincentiveResponse,
  zPostApiCpCpNominationListResponse,
  zPostApiCpCpReferListResponse,
  zPostApiCpJoinNominationResponse,
  zPostApiCpSaveChannelPartner1Response,
  zPostApiCpShareCouponResponse,
  zPostApiCpShareNominationNewResponse,
} from '../../generated/upstream/zod.gen.ts';
import { sanitizeHtmlFragment } from '../../rest/safe-html.ts';
import type {
  IncentiveHistoryEntry,
  IncentiveRates,
  IncentiveState,
  IncentiveTable,
  NominationInvite,
  NomineeIncentiveTable,
  PartnerOrder,
  PartnerReferral,
  ProposedIncentive,
} from './models.ts';
import { instantOf, messageOf, withInstants } from './profile-mapping.ts';

/** Upstream's flag values: 1 = yes. */
const FLAG_YES = 1;

/** Upstream's incentive states (lower case) as the schema's enum. */
export const INCENTIVE_STATE: Readonly<Record<IncentiveStatus, IncentiveState>> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  reversed: 'REVERSED',
  paid: 'PAID',
};

/** The schema's incentive states as upstream names them (CP/earnings' ?status=). */
export const INCENTIVE_STATUS_OF_STATE: Readonly<Record<IncentiveState, IncentiveStatus>> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REVERSED: 'reversed',
  PAID: 'paid',
};

const toRates = (raw: ProgramRates): IncentiveRates => ({
  nextLevelActivation: raw.txt_v5_0,
  masterPercent: raw.txt_v5_1,
  generalActivation: raw.txt_v5_1_0,
  generalPercent: raw.txt_v5_1_1,
  clientDiscount: raw.txt_discount1,
  maxDiscount: raw.max_discount,
});

function toIncentiveTable(raw: IncentiveTableWire): IncentiveTable {
  const level = levelOf(raw.level);
  return {
    id: raw.cP_ID,
    level,
    title: incentiveTableTitle(level),
    rates: toRates(raw),
    canEditMasterPercent: canEditMasterPercent(level),
  };
}

export const toHistoryEntry = (raw: IncentiveHistoryEntryWire): IncentiveHistoryEntry => ({
  id: raw.id,
  ...instantOf(raw.changE_DATE),
  masterPercent: raw.txt_v5_1,
  generalPercent: raw.txt_v5_1_1,
  clientDiscount: raw.txt_discount1,
});

const toNomineeTable = (raw: GeneralTable): NomineeIncentiveTable => ({
  partnerId: raw.cP_ID,
  name: raw.cpname,
  code: raw.cpcode,
  masterPercent: raw.txt_v5_1,
  generalPercent: raw.txt_v5_1_1,
  clientDiscount: raw.txt_discount1,
});

/** cp_order_details: a referred order with its customer and billing address. */
export const toOrder = (raw: PartnerProgramOrderRow): PartnerOrder => ({
  code: raw.code,
  partnerName: raw.cp_name,
  customerName: raw.customer_name,
  billingAddress: raw.billing_address,
  billingCity: raw.billing_city,
  billingPincode: raw.billing_pincode,
  orderId: raw.order_id_new,
  ...instantOf(raw.order_date),
  couponCode: raw.coupon_code,
  products: raw.order_product_list.map((p) => ({ name: p.product_name, model: p.txt_model, units: p.units })),
  incentivePercent: raw.incentive_value,
  incentiveAmount: toMoney(raw.cp_incentive),
  baseAmount: toMoney(raw.base_amount),
  role: raw.role,
  status: INCENTIVE_STATE[raw.status],
  attributedBy: raw.attributed_by === 'link' ? 'LINK' : 'COUPON',
});

/** cp_incentive_details: an incentive row has no customer columns; the model's are ''. */
export const toIncentiveOrder = (raw: IncentiveRow): PartnerOrder =>
  toOrder({ ...raw, customer_name: '', billing_address: '', billing_city: '', billing_pincode: '' });

/** Cp_Refer_list: a shared coupon, Shared or Used ('' coupon code: none). */
export const toSharedCoupon = (raw: ReferRow): PartnerReferral => ({
  id: raw.id,
  personName: raw.share_PersonName,
  recipient: raw.sEmailID,
  ...instantOf(raw.c_date),
  code: raw.cpcode,
  couponCode: raw.coupon_code || null,
  joined: false,
  status: couponShareStatus(raw.iS_USED === FLAG_YES),
});

/** Cp_Nomination_list: a nomination, Nominated or Joined. */
export function toNomination(raw: NominationRow): PartnerReferral {
  const joined = raw.iS_JOIN === FLAG_YES;
  return {
    id: raw.id,
    personName: raw.share_PersonName,
    recipient: raw.sEmailID,
    ...instantOf(raw.c_date),
    code: raw.cpcode,
    couponCode: null,
    joined,
    status: nominationStatus(joined),
  };
}

const toProposedIncentive = (raw: ProposedIncentiveWire): ProposedIncentive => ({
  masterName: raw.mastercpname,
  masterCode: raw.mastercpcode,
  name: raw.cpname,
  code: raw.cpcode,
  masterPercent: raw.txt_v5_1,
  generalPercent: raw.txt_v5_1_1,
  clientDiscount: raw.txt_discount1,
});

const toNominationInvite = (raw: NominationInviteWire): NominationInvite => ({
  name: raw.share_PersonName,
  email: raw.sEmailID,
  masterName: raw.mastercpname,
  masterCode: raw.mastercpcode,
  masterPercent: raw.txt_v5_1,
  generalPercent: raw.txt_v5_1_1,
  clientDiscount: raw.txt_discount1,
});

/** The dates of an order, incentive, history, coupon or nomination list. */
export const orderDates = (rows: ReadonlyArray<{ order_date: string }>) => rows.map((row) => row.order_date);
export const changeDates = (rows: ReadonlyArray<{ changE_DATE: string }>) => rows.map((row) => row.changE_DATE);
export const createdDates = (rows: ReadonlyArray<{ c_date: string }>) => rows.map((row) => row.c_date);

/** CommonData/CP_INCENTIVE: the program's defaults. */
export const programDefaultsSchema = zGetApiCommonDataCpIncentiveResponse.transform(toRates);

/** CP/Cp_Incentivetable: the caller's table in force with the program's max discount. */
export const incentiveTableSchema = zGetApiCpCpIncentivetableResponse.transform(toIncentiveTable);

/** CP/cp_incentive_history, newest first. */
export const incentiveHistorySchema = withInstants(zGetApiCpCpIncentiveHistoryResponse, changeDates).transform((list) =>
  list.map(toHistoryEntry),
);

/** CP/Cp_Incentivetable_general_of_master: the tables of the General partners under a Master. */
export const nomineeTablesSchema = zGetApiCpCpIncentivetableGeneralOfMasterResponse.transform((list) =>
  list.map(toNomineeTable),
);

/** CP/cp_order_details, newest first. */
export const orderListSchema = withInstants(zGetApiCpCpOrderDetailsResponse, orderDates).transform((list) =>
  list.map(toOrder),
);

/** CP/cp_incentive_details, newest first. */
export const incentiveListSchema = withInstants(zGetApiCpCpIncentiveDetailsResponse, orderDates).transform((list) =>
  list.map(toIncentiveOrder),
);

/** CP/Cp_Refer_list (shared coupons), newest first. */
export const sharedCouponListSchema = withInstants(zPostApiCpCpReferListResponse, createdDates).transform((list) =>
  list.map(toSharedCoupon),
);

/** CP/Cp_Nomination_list (nominations), newest first. */
export const nominationListSchema = withInstants(zPostApiCpCpNominationListResponse, createdDates).transform((list) =>
  list.map(toNomination),
);

/** CP/proposed_cp_incentive. */
export const proposedIncentiveSchema = zGetApiCpProposedCpIncentiveResponse.transform(toProposedIncentive);

/** CP/ShareNominationData: the mail's HTML, sanitised, and the most the rates may add up to. */
export const nominationTemplateSchema = zGetApiCpShareNominationDataResponse.transform((raw) => ({
  html: sanitizeHtmlFragment(raw.content),
  maxDiscount: raw.max_discount,
}));

/** CP/ShareCouponData: the mail's HTML, sanitised (no rates to cap). */
export const couponTemplateSchema = zGetApiCpShareCouponDataResponse.transform((raw) => ({
  html: sanitizeHtmlFragment(raw.content),
  maxDiscount: null,
}));

/** CP/NominationInvite. */
export const nominationInviteSchema = zGetApiCpNominationInviteResponse.transform(toNominationInvite);

/** CP/ShareCoupon: the message and the new coupon's code. */
export const sharedCouponSchema = zPostApiCpShareCouponResponse.transform((raw) => ({
  message: raw.message,
  couponCode: raw.coupon_code,
}));

/** CP/SaveChannelPartner1: the new partner's id and code. */
export const savedPartnerSchema = zPostApiCpSaveChannelPartner1Response.transform((raw) => ({
  message: raw.message,
  id: raw.id,
  code: raw.v5,
}));

export const incentiveSavedSchema = messageOf(zPostApiCpAddCPincentiveResponse);
export const nominationSentSchema = messageOf(zPostApiCpShareNominationNewResponse);
export const nominationJoinedSchema = messageOf(zPostApiCpJoinNominationResponse);
