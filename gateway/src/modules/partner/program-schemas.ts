// The partner program's REST shapes (upstream/README.md, "Channel partner portal contract"):
// referred orders and incentives, incentive tables and history, shared coupons, nominations,
// templates, new partners. Parsed and renamed to the gateway's models in this one place.
import { toMoney } from '@shop/commerce/money';
import { canEditMasterPercent, incentiveTableTitle } from '@shop/commerce/partner/levels';
import { INCENTIVE_STATUSES, type IncentiveStatus } from '@shop/commerce/partner/payouts';
import { couponShareStatus, nominationStatus } from '@shop/commerce/partner/statuses';
import { z } from 'zod';
import { sanitizeHtmlFragment } from '../../rest/safe-html.ts';
import type {
  IncentiveHistoryEntry,
  IncentiveRates,
  IncentiveTable,
  MessageTemplate,
  NominationInvite,
  NomineeIncentiveTable,
  PartnerOrder,
  PartnerReferral,
  ProposedIncentive,
} from './models.ts';
import { instant, intish, level, numberish, text } from './profile-schemas.ts';

const flag = z
  .union([z.boolean(), intish])
  .nullish()
  .transform((value) => value === true || value === 1);

const rateFields = {
  txt_v5_0: numberish,
  txt_v5_1: numberish,
  txt_v5_1_0: numberish,
  txt_v5_1_1: numberish,
  txt_discount1: numberish,
  max_discount: numberish,
};

type RateRow = {
  txt_v5_0: number;
  txt_v5_1: number;
  txt_v5_1_0: number;
  txt_v5_1_1: number;
  txt_discount1: number;
  max_discount: number;
};

function rates(raw: RateRow): IncentiveRates {
  return {
    nextLevelActivation: raw.txt_v5_0,
    masterPercent: raw.txt_v5_1,
    generalActivation: raw.txt_v5_1_0,
    generalPercent: raw.txt_v5_1_1,
    clientDiscount: raw.txt_discount1,
    maxDiscount: raw.max_discount,
  };
}

/** CommonData/CP_INCENTIVE: the program's defaults. */
export const programDefaultsSchema = z.object(rateFields).transform(rates);

/** CP/Cp_Incentivetable: the caller's table in force with the program's max discount. */
export const incentiveTableSchema = z
  .object({ cP_ID: intish, level, id: intish.nullish(), ...rateFields })
  .transform((raw): IncentiveTable => ({
    id: raw.cP_ID,
    level: raw.level,
    title: incentiveTableTitle(raw.level),
    rates: rates(raw),
    canEditMasterPercent: canEditMasterPercent(raw.level),
  }));

/** CP/cp_incentive_history, newest first. */
export const incentiveHistorySchema = z.array(
  z
    .object({
      id: intish,
      txt_v5_0: numberish,
      txt_v5_1: numberish,
      txt_v5_1_0: numberish,
      txt_v5_1_1: numberish,
      txt_discount1: numberish,
      changE_DATE: instant,
    })
    .transform((raw): IncentiveHistoryEntry => ({
      id: raw.id,
      ...raw.changE_DATE,
      masterPercent: raw.txt_v5_1,
      generalPercent: raw.txt_v5_1_1,
      clientDiscount: raw.txt_discount1,
    })),
);

/** CP/Cp_Incentivetable_general_of_master: the tables of the General partners under a Master. */
export const nomineeTablesSchema = z.array(
  z.object({ cP_ID: intish, cpname: text, cpcode: text, ...rateFields }).transform((raw): NomineeIncentiveTable => ({
    partnerId: raw.cP_ID,
    name: raw.cpname,
    code: raw.cpcode,
    masterPercent: raw.txt_v5_1,
    generalPercent: raw.txt_v5_1_1,
    clientDiscount: raw.txt_discount1,
  })),
);

/** CP/cp_order_details (and cp_incentive_details, which has no customer_name and billing_*), newest first. */
const INCENTIVE_STATUS_ENUM: Readonly<Record<IncentiveStatus, PartnerOrder['status']>> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  reversed: 'REVERSED',
  paid: 'PAID',
};

export const partnerOrderListSchema = z.array(
  z
    .object({
      code: text,
      cp_name: text,
      customer_name: text,
      billing_address: text,
      billing_city: text,
      billing_pincode: text,
      order_id_new: z.union([z.string(), z.number()]).transform(String),
      order_date: instant,
      coupon_code: text,
      role: text,
      order_product_list: z
        .array(z.object({ product_name: text, txt_model: text, units: intish }))
        .nullish()
        .transform((list) => list ?? []),
      base_amount: numberish,
      incentive_value: numberish,
      cp_incentive: numberish,
      // Older upstreams answer neither: a listed order of theirs is a sale in progress.
      status: z
        .enum(INCENTIVE_STATUSES)
        .nullish()
        .transform((v) => v ?? 'pending'),
      attributed_by: z
        .enum(['coupon', 'link'])
        .nullish()
        .transform((v) => v ?? 'coupon'),
    })
    .transform((raw): PartnerOrder => ({
      code: raw.code,
      partnerName: raw.cp_name,
      customerName: raw.customer_name,
      billingAddress: raw.billing_address,
      billingCity: raw.billing_city,
      billingPincode: raw.billing_pincode,
      orderId: raw.order_id_new,
      ...raw.order_date,
      couponCode: raw.coupon_code,
      products: raw.order_product_list.map((p) => ({ name: p.product_name, model: p.txt_model, units: p.units })),
      incentivePercent: raw.incentive_value,
      incentiveAmount: toMoney(raw.cp_incentive),
      baseAmount: toMoney(raw.base_amount),
      role: raw.role,
      status: INCENTIVE_STATUS_ENUM[raw.status],
      attributedBy: raw.attributed_by === 'link' ? 'LINK' : 'COUPON',
    })),
);

/** CP/Cp_Refer_list (shared coupons) and CP/Cp_Nomination_list (nominations), newest first. */
export const referralListSchema = (kind: 'coupon' | 'nomination') =>
  z.array(
    z
      .object({
        id: intish,
        share_PersonName: text,
        sEmailID: text,
        c_date: instant,
        cpcode: text,
        coupon_code: text.nullish(),
        iS_USED: flag,
        iS_JOIN: flag,
      })
      .transform((raw): PartnerReferral => ({
        id: raw.id,
        personName: raw.share_PersonName,
        recipient: raw.sEmailID,
        ...raw.c_date,
        code: raw.cpcode,
        couponCode: kind === 'coupon' && raw.coupon_code ? raw.coupon_code : null,
        joined: kind === 'nomination' && raw.iS_JOIN,
        status: kind === 'nomination' ? nominationStatus(raw.iS_JOIN) : couponShareStatus(raw.iS_USED),
      })),
  );

/** CP/proposed_cp_incentive. */
export const proposedIncentiveSchema = z
  .object({
    mastercpname: text,
    mastercpcode: text,
    cpname: text,
    cpcode: text,
    txt_v5_1: numberish,
    txt_v5_1_1: numberish,
    txt_discount1: numberish,
  })
  .transform((raw): ProposedIncentive => ({
    masterName: raw.mastercpname,
    masterCode: raw.mastercpcode,
    name: raw.cpname,
    code: raw.cpcode,
    masterPercent: raw.txt_v5_1,
    generalPercent: raw.txt_v5_1_1,
    clientDiscount: raw.txt_discount1,
  }));

/** CP/ShareNominationData and CP/ShareCouponData: the mail's HTML, sanitised. */
export const templateSchema = z
  .object({ content: text.transform(sanitizeHtmlFragment), max_discount: numberish.nullish() })
  .transform((raw): MessageTemplate => ({ html: raw.content, maxDiscount: raw.max_discount ?? null }));

/** CP/NominationInvite. */
export const nominationInviteSchema = z
  .object({
    share_PersonName: text,
    sEmailID: text,
    mastercpname: text,
    mastercpcode: text,
    txt_v5_1: numberish,
    txt_v5_1_1: numberish,
    txt_discount1: numberish,
  })
  .transform((raw): NominationInvite => ({
    name: raw.share_PersonName,
    email: raw.sEmailID,
    masterName: raw.mastercpname,
    masterCode: raw.mastercpcode,
    masterPercent: raw.txt_v5_1,
    generalPercent: raw.txt_v5_1_1,
    clientDiscount: raw.txt_discount1,
  }));

/** CP/ShareCoupon: the message and the new coupon's code. */
export const sharedCouponSchema = z
  .object({ message: text, coupon_code: text })
  .transform((raw) => ({ message: raw.message, couponCode: raw.coupon_code }));

/** CP/SaveChannelPartner1: the new partner's id and code. */
export const savedPartnerSchema = z
  .object({ message: text, id: intish, v5: text })
  .transform((raw) => ({ message: raw.message, id: raw.id, code: raw.v5 }));
