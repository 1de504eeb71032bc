import { describe, expect, it } from 'vitest';
import { toMoney } from '@shop/commerce/money';
import type { RequestDetail, RequestRow } from '../../generated/upstream/types.gen.ts';
import { requestDetailSchema, requestPageSchema } from './support-mapping.ts';

const row = {
  id: 8,
  ticketNumber: 'SR-2511-0008',
  status: 'In Progress',
  complaintType: 'Charging',
  subject: 'Ring does not charge',
  model: 'AR-300',
  contactName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '9876543210',
  orderNumber: 'LUM2511020001',
  createdAt: '2025-11-02T10:15:00.000Z',
  updatedAt: '2025-11-03T10:15:00.000Z',
} satisfies RequestRow;

const detail = {
  id: 8,
  ticketNumber: 'SR-2511-0008',
  status: 'Open',
  nextStatuses: ['In Progress', 'Closed'],
  complaintType: 'Charging',
  subject: 'Ring does not charge',
  description: 'It stays at 0%.',
  product: { id: 101, name: 'Aura Ring Gen 3', model: 'AR-300', colorName: 'Midnight Black' },
  contact: {
    name: 'Priya Raman',
    email: 'priya@example.com',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    country: 'India',
  },
  orderNumber: 'LUM2511020001',
  invoiceNumber: 'INV-2511-0001',
  purchasedDate: '2025-11-02',
  checklist: ['Charger cleaned'],
  attachmentUrl: '/files/admin/requests/8/attachment?operator=1&expires=1&signature=abc',
  order: {
    id: 41,
    orderNumber: 'LUM2511020001',
    orderDate: '2025-11-02T10:15:00.000Z',
    status: 'delivered',
    amount: 24999,
    currency: 'INR',
    customerId: 12,
  },
  replies: [{ id: 1, body: 'We are on it.', operatorName: 'Asha', createdAt: '2025-11-03T10:15:00.000Z' }],
  createdAt: '2025-11-02T10:15:00.000Z',
  updatedAt: '2025-11-03T10:15:00.000Z',
} satisfies RequestDetail;

describe('requestPageSchema', () => {
  it('gives a row its status as the enum with its label; an unknown word reads as Open', () => {
    expect(requestPageSchema.parse({ items: [row], total: 1 })).toEqual({
      total: 1,
      items: [{ ...row, status: 'IN_PROGRESS', statusLabel: 'In progress' }],
    });
    expect(requestPageSchema.parse({ items: [{ ...row, status: 'Waiting' }], total: 1 }).items[0]).toMatchObject({
      status: 'OPEN',
      statusLabel: 'Open',
    });
  });
});

describe('requestDetailSchema', () => {
  it('maps the next statuses to the enum and the order amount to Money', () => {
    const request = requestDetailSchema.parse(detail);
    expect(request).toMatchObject({
      status: 'OPEN',
      statusLabel: 'Open',
      nextStatuses: ['IN_PROGRESS', 'CLOSED'],
      attachmentUrl: detail.attachmentUrl,
      order: {
        orderNumber: 'LUM2511020001',
        orderDate: '2025-11-02T10:15:00.000Z',
        status: 'delivered',
        amount: toMoney(24999, 'INR'),
        customerId: 12,
      },
      replies: detail.replies,
    });
    expect(request.order).not.toHaveProperty('currency');
    expect(requestDetailSchema.parse({ ...detail, order: null, attachmentUrl: null }).order).toBeNull();
  });

  it("takes an attachment only as a link to upstream's file routes", () => {
    expect(requestDetailSchema.safeParse({ ...detail, attachmentUrl: 'https://elsewhere.example/a.pdf' }).success).toBe(
      false,
    );
  });
});
