// Support seed step: complaint types and the checklist, service centres, a PDF manual for every
// listed model (rendered on request from these rows), and service requests of the demo customers
// in each status, referring to their past orders.
import type { Kysely } from 'kysely';
import { CHECKLIST_COMPLAINT_TYPE_ID } from '@shop/commerce/support/limits';
import type { ComplaintStatus } from '../../domain/support-constants.ts';
import { slugify } from '@shop/commerce/slug';
import type { Database } from '../schema.ts';
import { CHECKLIST, COMPLAINT_TYPES, SERVICE_CENTRES } from './support-data.ts';

const MANUAL_VERSION = '1.2';
const MANUAL_PUBLISHED_ON = '2025-08-01';

interface DemoComplaint {
  orderId: string;
  typeId: number;
  productId: number;
  colorId: number;
  subject: string;
  description: string;
  invoiceNumber: string;
  status: ComplaintStatus;
  createdAt: string;
}

const DEMO_COMPLAINTS: readonly DemoComplaint[] = [
  {
    orderId: 'LUM2510180001',
    typeId: 3,
    productId: 101,
    colorId: 1011,
    subject: 'Battery lasts only two days',
    description: 'The ring used to last a week but now needs charging every two days, even with the same use.',
    invoiceNumber: 'LUM/INV/25-26/04812',
    status: 'Resolved',
    createdAt: '2025-11-20T08:30:00.000Z',
  },
  {
    orderId: 'LUM2510180001',
    typeId: CHECKLIST_COMPLAINT_TYPE_ID,
    productId: 101,
    colorId: 1011,
    subject: 'Ring does not turn on',
    description: 'After a swim the ring shows no light on the dock and does not appear in the app.',
    invoiceNumber: 'LUM/INV/25-26/04812',
    status: 'In Progress',
    createdAt: '2026-01-05T12:10:00.000Z',
  },
  {
    orderId: 'LUM2512050002',
    typeId: 2,
    productId: 301,
    colorId: 3013,
    subject: 'Left earbud disconnects',
    description: 'The left earbud drops the connection every few minutes on calls.',
    invoiceNumber: 'LUM/INV/25-26/05307',
    status: 'Open',
    createdAt: '2026-01-12T17:45:00.000Z',
  },
  {
    orderId: 'LUM2601080003',
    typeId: 1,
    productId: 401,
    colorId: 4011,
    subject: 'Headphones do not charge',
    description: 'The charging light blinks red and the headphones stay at 0%.',
    invoiceNumber: 'LUM/INV/25-26/05590',
    status: 'Closed',
    createdAt: '2026-01-13T10:00:00.000Z',
  },
];

async function seedDemoComplaints(db: Kysely<Database>): Promise<void> {
  for (const c of DEMO_COMPLAINTS) {
    const order = await db.selectFrom('orders').selectAll().where('order_id_new', '=', c.orderId).executeTakeFirst();
    if (!order) continue;
    const complaint = await db
      .insertInto('complaints')
      .values({
        complaint_type_id: c.typeId,
        product_id: c.productId,
        color_id: c.colorId,
        contact_name: `${order.billing_customer_name} ${order.billing_last_name}`,
        email: (order.billing_email ?? '').toLowerCase(),
        phone: order.billing_phone,
        address: order.shipping_address,
        pincode: order.shipping_pincode,
        city: order.shipping_city,
        state: order.shipping_state,
        country: order.shipping_country,
        order_id: c.orderId,
        subject: c.subject,
        description: c.description,
        purchased_date: order.order_date.slice(0, 10),
        invoice_number: c.invoiceNumber,
        attachment_file: null,
        status: c.status,
        created_at: c.createdAt,
        updated_at: c.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.typeId === CHECKLIST_COMPLAINT_TYPE_ID) {
      await db
        .insertInto('complaint_checklist')
        .values(CHECKLIST.map((item) => ({ complaint_id: complaint.id, checklist_item_id: item.id })))
        .execute();
    }
  }
}

export async function seedSupport(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('complaint_types')
    .values(
      COMPLAINT_TYPES.map((t, i) => ({
        id: t.id,
        complaint: t.complaint,
        needs_checklist: t.id === CHECKLIST_COMPLAINT_TYPE_ID ? 1 : 0,
        position: i + 1,
      })),
    )
    .execute();
  await db
    .insertInto('checklist_items')
    .values(CHECKLIST.map((c, i) => ({ id: c.id, chk_list: c.chkList, position: i + 1 })))
    .execute();
  await db
    .insertInto('service_centres')
    .values(SERVICE_CENTRES.map((s, i) => ({ ...s, position: i + 1 })))
    .execute();
  const listed = await db
    .selectFrom('products')
    .select(['id', 'model'])
    .where('is_listed', '=', 1)
    .orderBy('id')
    .execute();
  await db
    .insertInto('product_manuals')
    .values(
      listed.map((p) => ({
        product_id: p.id,
        file_name: `${slugify(p.model)}.pdf`,
        version: MANUAL_VERSION,
        published_on: MANUAL_PUBLISHED_ON,
      })),
    )
    .execute();
  await seedDemoComplaints(db);
}
