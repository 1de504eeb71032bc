// zod schemas of the partner program endpoints (upstream/README.md, "Channel partner portal contract").
// Names are the spec's, odd casing included. Dates are ISO 8601 strings; money in rupees.
import { PARTNER_TEXT_LIMITS as LIMITS } from '@shop/commerce/partner/limits';
import { INCENTIVE_STATUSES } from '@shop/commerce/partner/payouts';
import { z } from 'zod';
import { ErrorBody, idParam } from './common.ts';

const percent = z.number().describe('Percent');
const isoDate = z.string().describe('ISO 8601');
const text = (max: number) => z.string().max(max);

/** Errors of every partner route (bearer) and of the Master-only ones. */
export const partnerErrors = { 401: ErrorBody } as const;
export const masterErrors = { 401: ErrorBody, 403: ErrorBody } as const;

export const MessageAnswer = z.object({ message: z.string() });

export const ProgramRates = z.object({
  txt_v5_0: percent.describe('Hidden next-level activation'),
  txt_v5_1: percent.describe("Master percent (a General's: its Master's percent on its coupons)"),
  txt_v5_1_0: percent.describe('Hidden'),
  txt_v5_1_1: percent.describe('General percent'),
  txt_discount1: percent.describe('Client discount of shared coupons'),
  max_discount: percent.describe('The most master + general (level 2) + client discount may add up to'),
});

export const IncentiveTable = ProgramRates.extend({
  cP_ID: z.number().int(),
  level: z.union([z.literal(1), z.literal(2)]),
  id: z.number().int().describe('= cP_ID'),
});

export const IncentiveTableEnvelope = z.object({
  id: z.number().int(),
  incentive_table: z.array(IncentiveTable),
  max_discount: percent,
});

export const IncentiveHistoryEntry = ProgramRates.omit({ max_discount: true }).extend({
  id: z.number().int(),
  changE_DATE: isoDate,
});

export const GeneralTable = ProgramRates.extend({ cP_ID: z.number().int(), cpname: z.string(), cpcode: z.string() });

const numberOrText = z.union([z.number(), text(20)]);
export const AddIncentiveBody = z
  .object({
    id: z
      .union([
        z.number().int().nonnegative(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/),
      ])
      .optional()
      .describe("The caller's own id"),
    txt_v5_0: numberOrText.optional(),
    txt_v5_1: numberOrText.optional().describe('Level 2: must equal the percent in force'),
    txt_v5_1_0: numberOrText.optional(),
    txt_v5_1_1: numberOrText.optional(),
    txt_discount1: numberOrText.optional(),
  })
  .describe('Numbers or numeric strings; a value left out keeps the one in force');

export const CpIdQuery = z.object({ cp_id: idParam.optional().describe('Own id (default)') });
export const IdQuery = z.object({ id: idParam.optional().describe('Own id (default)') });
export const EmailQuery = z.object({ email: text(LIMITS.email).describe('The nominee email') });
export const EmailIdQuery = z.object({ emailid: text(LIMITS.email).describe('The address to nominate') });
export const TokenQuery = z.object({ token: text(LIMITS.token).describe('The token of the join link') });
export const ChkPhoneQuery = z.object({
  Phone: text(20).optional().describe('10 digits (a +91 prefix is ignored)'),
  email_id: text(LIMITS.email).optional(),
});

const OrderProduct = z.object({ product_name: z.string(), txt_model: z.string(), units: z.number().int() });

export const IncentiveRow = z.object({
  code: z.string().describe('CP code of the partner whose coupon was used'),
  cp_name: z.string(),
  order_id_new: z.string(),
  order_date: isoDate,
  coupon_code: z.string(),
  role: z.enum(['referrer', 'master']),
  order_product_list: z.array(OrderProduct),
  base_amount: z.number().describe('Subtotal less coupon discount'),
  incentive_value: percent.describe("The caller's percent"),
  cp_incentive: z.number().describe("The caller's amount"),
  status: z
    .enum(INCENTIVE_STATUSES)
    .describe('Additive: pending (the order may still be cancelled or returned), approved, reversed or paid'),
  attributed_by: z.enum(['coupon', 'link']).describe('Additive: how the order reached the partner'),
});

export const OrderRow = IncentiveRow.extend({
  customer_name: z.string(),
  billing_address: z.string(),
  billing_city: z.string(),
  billing_pincode: z.string(),
});

export const ReferRow = z.object({
  id: z.number().int(),
  share_PersonName: z.string(),
  sEmailID: z.string().describe('Email or phone'),
  c_date: isoDate,
  cpcode: z.string(),
  coupon_code: z.string(),
  iS_USED: z.union([z.literal(0), z.literal(1)]),
  iS_JOIN: z.literal(0),
});

export const NominationRow = z.object({
  id: z.number().int(),
  share_PersonName: z.string(),
  sEmailID: z.string(),
  c_date: isoDate,
  cpcode: z.string(),
  iS_JOIN: z.union([z.literal(0), z.literal(1)]),
});

const ProposedRates = z.object({ txt_v5_1: percent, txt_v5_1_1: percent, txt_discount1: percent });

export const ProposedIncentive = ProposedRates.extend({
  mastercpname: z.string(),
  mastercpcode: z.string(),
  cpname: z.string(),
  cpcode: z.string().describe("'' until joined"),
});

export const NominationInvite = ProposedRates.extend({
  share_PersonName: z.string(),
  sEmailID: z.string(),
  mastercpname: z.string(),
  mastercpcode: z.string(),
});

export const NominationTemplate = z.object({ content: z.string().describe('HTML'), max_discount: percent });
export const CouponTemplate = z.object({ content: z.string().describe('HTML') });

export const JoinBody = z.object({
  token: text(LIMITS.token).optional(),
  surname: text(200).optional(),
  phone: text(20).optional(),
  pincode: text(10).optional(),
  city: text(200).optional(),
  address: text(600).optional(),
  password: text(LIMITS.password).optional(),
  confirmPassword: text(LIMITS.password).optional(),
});

export const JoinAnswer = MessageAnswer.extend({ v5: z.string() });
export const CouponShared = MessageAnswer.extend({ coupon_code: z.string() });
export const PartnerRegistered = MessageAnswer.extend({ id: z.number().int(), v5: z.string() });
export const ZeroOrOne = z.enum(['0', '1']).describe('text/plain');
