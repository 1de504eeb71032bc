// zod schemas of the console's order arguments (page and first are paging.ts's): the filter, the
// search text and the transition input. A value outside them is a client's bug: BAD_USER_INPUT (through
// parseInput), before any upstream call. What only upstream can judge (a transition now, an AWB
// number's form) comes back per order as userErrors.
import { ADMIN_SEARCH_MAX } from '@shop/commerce/admin/catalog-limits';
import { isPincode } from '@shop/commerce/contact';
import { ORDER_STATES, TRANSITION_NOTE_MAX_LENGTH } from '@shop/commerce/checkout/order-lifecycle';
import { isCalendarDate } from '@shop/commerce/shop-time';
import { z } from 'zod';

export const ADMIN_TRANSITION_MAX_ORDERS = 100;

export const searchInput = z.string().max(ADMIN_SEARCH_MAX, `search is at most ${ADMIN_SEARCH_MAX} characters.`);

const statusEnum = z.enum(ORDER_STATES.map((s) => s.toUpperCase()) as [Uppercase<(typeof ORDER_STATES)[number]>]);
const day = z.string().trim().refine(isCalendarDate, 'Expected a date YYYY-MM-DD.');

export const orderFilterInput = z
  .object({
    statuses: z.array(statusEnum).max(ORDER_STATES.length).nullish(),
    dateFrom: day.nullish(),
    dateTo: day.nullish(),
    paymentMode: z.enum(['PREPAID', 'CASH_ON_DELIVERY']).nullish(),
    pincode: z.string().trim().refine(isPincode, 'Expected a 6-digit pincode.').nullish(),
    state: z.string().trim().min(1).max(120).nullish(),
    partnerCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{3,20}$/, 'Expected a partner code such as V5M1001.')
      .nullish(),
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: 'dateTo comes before dateFrom.',
    path: ['dateTo'],
  })
  .nullish();

const orderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}\d{10,20}$/, 'Expected an order number such as LUM2511020001.');
const optionalText = (max: number) => z.string().max(max).nullish();

export const transitionInput = z.object({
  orderIds: z
    .array(orderNumber)
    .min(1, 'Name at least one order.')
    .max(ADMIN_TRANSITION_MAX_ORDERS, `At most ${ADMIN_TRANSITION_MAX_ORDERS} orders at once.`),
  to: statusEnum,
  courierName: optionalText(120),
  awbNumber: optionalText(60),
  trackingUrl: optionalText(1000),
  shipments: z
    .array(
      z.object({
        orderId: orderNumber,
        courierName: optionalText(120),
        awbNumber: z.string().max(60),
        trackingUrl: optionalText(1000),
      }),
    )
    .max(ADMIN_TRANSITION_MAX_ORDERS, `At most ${ADMIN_TRANSITION_MAX_ORDERS} shipments at once.`)
    .nullish(),
  note: optionalText(TRANSITION_NOTE_MAX_LENGTH),
});
