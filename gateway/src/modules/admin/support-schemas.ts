// Zod schemas of upstream's console support answers (/api/Admin/Requests..., /api/Admin/Registrations),
// parsed and renamed to the GraphQL shapes: statuses as the enum with their labels, amounts as Money.
import { z } from 'zod';
import { toMoney } from '@shop/commerce/money';
import { statusEnum, statusLabel } from './support-rules.ts';

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

const withStatus = <T extends { status: string }>(row: T) => ({
  ...row,
  status: statusEnum(row.status),
  statusLabel: statusLabel(row.status),
});

export const requestRowSchema = z
  .object({
    id: z.number().int(),
    ticketNumber: z.string(),
    status: z.string(),
    complaintType: z.string(),
    subject: z.string(),
    model: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string(),
    orderNumber: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .transform(withStatus);

export const requestPageSchema = page(requestRowSchema);

export const requestDetailSchema = z
  .object({
    id: z.number().int(),
    ticketNumber: z.string(),
    status: z.string(),
    nextStatuses: z.array(z.string()),
    complaintType: z.string(),
    subject: z.string(),
    description: z.string(),
    product: z.object({ name: z.string(), model: z.string(), colorName: z.string() }),
    contact: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      country: z.string(),
    }),
    orderNumber: z.string(),
    invoiceNumber: z.string(),
    purchasedDate: z.string(),
    checklist: z.array(z.string()),
    attachmentUrl: z.string().startsWith('/files/').nullable(),
    order: z
      .object({
        orderNumber: z.string(),
        orderDate: z.string(),
        status: z.string(),
        amount: z.number(),
        currency: z.string(),
        customerId: z.number().int().nullable(),
      })
      .nullable(),
    replies: z.array(
      z.object({ id: z.number().int(), body: z.string(), operatorName: z.string(), createdAt: z.string() }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .transform((r) => ({
    ...withStatus(r),
    nextStatuses: r.nextStatuses.map(statusEnum),
    order: r.order
      ? {
          orderNumber: r.order.orderNumber,
          orderDate: r.order.orderDate,
          status: r.order.status,
          amount: toMoney(r.order.amount, r.order.currency),
          customerId: r.order.customerId,
        }
      : null,
  }));
export type AdminServiceRequestDetail = z.output<typeof requestDetailSchema>;

export const registrationPageSchema = page(
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
    productName: z.string(),
    model: z.string(),
    invoiceDate: z.string(),
    comments: z.string(),
    subscribed: z.boolean(),
    createdAt: z.string(),
  }),
);
