// Helpers of the partner program contract tests: the contract's answers as zod schemas
// (written apart from upstream's own), sessions of the demo partners, links read from the dev
// outbox, the add-partner form, and a customer's cash-on-delivery order with a shared coupon.
import { expect } from 'vitest';
import { z } from 'zod';
import type { RunningUpstream } from '../support/upstream.ts';
import { authed, freshContact } from './account-helpers.ts';
import { createOrder } from './checkout-helpers.ts';
import { loginPartner, partnerGet, partnerPost } from './partner-helpers.ts';

const percent = z.number().min(0).max(100);
const iso = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);

export const Rates = z
  .object({
    txt_v5_0: percent,
    txt_v5_1: percent,
    txt_v5_1_0: percent,
    txt_v5_1_1: percent,
    txt_discount1: percent,
    max_discount: z.number().positive(),
  })
  .strict();

export const IncentiveTable = Rates.extend({
  cP_ID: z.number().int(),
  level: z.union([z.literal(1), z.literal(2)]),
  id: z.number().int(),
}).strict();
export const History = z.array(
  Rates.omit({ max_discount: true }).extend({ id: z.number().int(), changE_DATE: iso }).strict(),
);
export const GeneralTables = z.array(
  Rates.extend({ cP_ID: z.number().int(), cpname: z.string(), cpcode: z.string() }).strict(),
);

const IncentiveRow = z
  .object({
    code: z.string(),
    cp_name: z.string(),
    order_id_new: z.string().regex(/^LUM\d{10,}$/),
    order_date: iso,
    coupon_code: z.string(),
    role: z.enum(['referrer', 'master']),
    order_product_list: z
      .array(z.object({ product_name: z.string(), txt_model: z.string(), units: z.number().int().positive() }).strict())
      .min(1),
    base_amount: z.number(),
    incentive_value: percent,
    cp_incentive: z.number(),
    status: z.enum(['pending', 'approved', 'reversed', 'paid']),
    attributed_by: z.enum(['coupon', 'link']),
  })
  .strict();
export const IncentiveRows = z.array(IncentiveRow);
export const OrderRows = z.array(
  IncentiveRow.extend({
    customer_name: z.string(),
    billing_address: z.string(),
    billing_city: z.string(),
    billing_pincode: z.string(),
  }).strict(),
);

export const ReferRows = z.array(
  z
    .object({
      id: z.number().int(),
      share_PersonName: z.string(),
      sEmailID: z.string(),
      c_date: iso,
      cpcode: z.string(),
      coupon_code: z.string().regex(/^V5[MG]\d{4}-[A-Z0-9]{12}$/),
      iS_USED: z.union([z.literal(0), z.literal(1)]),
      iS_JOIN: z.literal(0),
    })
    .strict(),
);

export const NominationRows = z.array(
  z
    .object({
      id: z.number().int(),
      share_PersonName: z.string(),
      sEmailID: z.string(),
      c_date: iso,
      cpcode: z.string(),
      iS_JOIN: z.union([z.literal(0), z.literal(1)]),
    })
    .strict(),
);

export const Proposed = z
  .object({
    mastercpname: z.string(),
    mastercpcode: z.string(),
    cpname: z.string(),
    cpcode: z.string(),
    txt_v5_1: percent,
    txt_v5_1_1: percent,
    txt_discount1: percent,
  })
  .strict();

export const Invite = z
  .object({
    share_PersonName: z.string(),
    sEmailID: z.string(),
    mastercpname: z.string(),
    mastercpcode: z.string(),
    txt_v5_1: percent,
    txt_v5_1_1: percent,
    txt_discount1: percent,
  })
  .strict();

export interface PartnerSession {
  token: string;
  id: number;
  level: 1 | 2;
}

/** Logs a demo partner in (CP/CPLogin). */
export async function session(api: string, email: string, password?: string): Promise<PartnerSession> {
  const login = await loginPartner(api, email, password);
  return { token: login.token, id: login.cP_ID, level: login.cP_LEVEL };
}

/** GET or POST a partner route and parse its 200 answer. */
export async function partnerRead<S extends z.ZodType>(
  url: string,
  token: string,
  schema: S,
  method: 'GET' | 'POST' = 'GET',
): Promise<z.output<S>> {
  const answer = method === 'GET' ? await partnerGet(url, token) : await partnerPost(url, token);
  expect(answer.status, `${url}: ${answer.text.slice(0, 300)}`).toBe(200);
  return schema.parse(answer.body);
}

/** The token of the newest mailed link of this path to an address (`/cp/join/` or `/cp/forgotpassword?token=`). */
export async function mailedToken(upstream: RunningUpstream, to: string, pattern: RegExp): Promise<string> {
  const mail = (await upstream.outbox(to)).find((m) => pattern.test(m.body));
  const token = mail && pattern.exec(mail.body)?.[1];
  expect(token, `a mail to ${to} matching ${pattern}`).toBeTruthy();
  return decodeURIComponent(token!);
}

export const JOIN_LINK = /\/cp\/join\/([A-Za-z0-9_-]+)/;
export const WELCOME_LINK = /\/cp\/forgotpassword\?token=([A-Za-z0-9_%-]+)/;

/** A complete add-partner form for a fresh email and phone, under the Master given. */
export function newPartnerForm(
  tag: string,
  masterId: number,
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  const contact = freshContact(tag);
  return {
    Name: 'Nisha',
    SurName: 'Rao',
    Email: contact.email,
    Country: '2',
    State: '',
    City: 'Bengaluru',
    Phone: contact.phone,
    Pincode: '560001',
    Refer: 'Rohan Mehta',
    ReferEmail: 'rohan.cp@example.com',
    salid: '3',
    masterid: String(masterId),
    ...overrides,
  };
}

/** The states_id of a pincode (Checkout/PincodeDetails). */
export async function stateIdOf(api: string, pincode: string): Promise<string> {
  const answer = await partnerGet(`${api}/Checkout/PincodeDetails?pincode=${pincode}`, null);
  return String(z.object({ states_id: z.number().int() }).parse(answer.body).states_id);
}

/** A customer's primary delivery address id. */
export async function deliveryAddressId(api: string, shopperToken: string): Promise<number> {
  const answer = await authed(`${api}/Checkout/User_address_list`, shopperToken);
  const id = z.array(z.object({ id: z.number().int() }).loose()).parse(answer.body)[0]?.id;
  expect(id).toBeDefined();
  return id!;
}

/** Places the customer's cart with one coupon on one line (cash on delivery by default); answers the order number. */
export async function orderWithCoupon(
  api: string,
  shopperToken: string,
  coupon: { code: string; productId: number; colorId: number; discount: number },
  paytype: 1 | 2 = 2,
): Promise<{ order_id: string; status: number; body: unknown }> {
  const id = await deliveryAddressId(api, shopperToken);
  const answer = await createOrder(api, shopperToken, {
    id,
    paytype,
    coupons: coupon.code,
    p_coupons: [coupon],
    discount: coupon.discount,
  });
  return {
    order_id: (answer.body as { order_id?: string } | undefined)?.order_id ?? '',
    status: answer.status,
    body: answer.body,
  };
}
