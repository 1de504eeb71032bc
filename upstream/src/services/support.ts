// Service requests and product registrations: the form checks (domain/support-forms.ts), the
// lookups (type, product and colour, order, checklist), the stored file, the row and the
// acknowledgement mail through the outbox. Expected failures are typed results with the message.
import type { Kysely } from 'kysely';
import { parseContact } from '@shop/commerce/contact';
import { isChecklistComplete, requiresChecklist } from '@shop/commerce/support/complaint-form';
import { shopDate } from '@shop/commerce/shop-time';
import { SUPPORT_ERRORS, type SupportErrorKey } from '@shop/commerce/support/messages';
import {
  COMPLAINT_MAIL_SUBJECT,
  COMPLAINT_SEARCH_LIMIT,
  NEW_COMPLAINT_STATUS,
  REGISTRATION_MAIL_SUBJECT,
  ticketId,
  ticketNumber,
} from '../domain/support-constants.ts';
import { checkComplaintForm, checkProductRegistrationForm, type FormFields } from '../domain/support-forms.ts';
import { customerReplies } from '../db/queries/admin-support.ts';
import { addNewsletterSubscriber } from '../db/queries/content.ts';
import { productExists } from '../db/queries/products.ts';
import {
  complaintsOnOrdersOf,
  findComplaintByContact,
  findComplaintType,
  findOrderDate,
  findProductColorOf,
  insertComplaint,
  insertProductRegistration,
  listChecklist,
} from '../db/queries/support.ts';
import type { Database } from '../db/schema.ts';
import type { UploadedFile } from '../http/multipart-form.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import type { DocumentStore } from './uploads.ts';
import { formatShopDate } from '@shop/commerce/dates';

/** A refusal with the message to show and, when it is about one field, the field's name. */
export type Refused = { ok: false; message: string; field?: string };
export type ComplaintRaised = { ok: true; id: number; ticket: string } | Refused;
export type ProductRegistered = { ok: true; id: number } | Refused;

const refuse = (key: SupportErrorKey, field?: string): Refused => ({
  ok: false,
  message: SUPPORT_ERRORS[key].message,
  field,
});

type ComplaintRowData = Awaited<ReturnType<typeof complaintsOnOrdersOf>>[number];

/** A complaint as SearchComplaint answers it, with its replies. */
function complaintRow(
  r: ComplaintRowData,
  replies: ReadonlyArray<{ complaint_id: number; body: string; created_at: string }>,
) {
  return {
    ticket_No: ticketNumber(r.id),
    contact_Name: r.contact_name,
    email: r.email,
    phone: r.phone,
    txT_MODEL: r.model,
    complaint: r.complaint,
    attributeValues: `Colour: ${r.color_name}`,
    order_Id: r.order_id,
    invoice_Number: r.invoice_number,
    c_DATE: r.created_at,
    status: r.status,
    replies: replies.filter((x) => x.complaint_id === r.id).map((x) => ({ message: x.body, c_DATE: x.created_at })),
  };
}

/** The rows with their replies (one query). */
async function withReplies(db: Kysely<Database>, rows: readonly ComplaintRowData[]) {
  const replies = await customerReplies(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => complaintRow(r, replies));
}

export function createSupport(deps: { db: Kysely<Database>; clock: Clock; outbox: Outbox; documents: DocumentStore }) {
  const { db, clock, outbox, documents } = deps;

  async function stored<T>(
    area: 'complaints' | 'invoices',
    file: UploadedFile | null,
    write: (name: string | null) => Promise<T>,
  ): Promise<T> {
    const name = file ? await documents.save(area, file.bytes, file.type) : null;
    try {
      return await write(name);
    } catch (error) {
      if (name) await documents.remove(area, name);
      throw error;
    }
  }

  return {
    /** The purchase date of one of this customer's orders; null for an unknown order or another's. */
    async orderDate(orderId: string, userId: number): Promise<string | null> {
      const order = await findOrderDate(db, orderId.trim());
      return order && order.user_id === userId ? order.order_date.slice(0, 10) : null;
    },

    async raiseComplaint(fields: FormFields, file: UploadedFile | null): Promise<ComplaintRaised> {
      const form = checkComplaintForm(fields);
      if (!form.ok) return form;
      const c = form.value;
      const [type, product, order] = await Promise.all([
        findComplaintType(db, c.complaintTypeId),
        findProductColorOf(db, c.productId, c.colorId),
        findOrderDate(db, c.orderId),
      ]);
      if (!type) return refuse('complaintType', 'complaint');
      if (!product)
        return (await productExists(db, c.productId)) ? refuse('color', 'color_id') : refuse('product', 'product_id');
      if (!order) return refuse('unknownOrder', 'Order_Id');
      const checklist = (await listChecklist(db)).map((item) => item.id);
      const needsChecklist = type.needs_checklist === 1 || requiresChecklist(type.id);
      if (needsChecklist && !isChecklistComplete(c.checklistIds, checklist)) return refuse('checklist', 'checklist');
      const ticked = needsChecklist ? c.checklistIds.filter((id) => checklist.includes(id)) : [];
      const at = clock().toISOString();
      const id = await stored('complaints', file, (attachment) =>
        insertComplaint(
          db,
          {
            complaint_type_id: type.id,
            product_id: c.productId,
            color_id: c.colorId,
            contact_name: c.contactName,
            email: c.email,
            phone: c.phone,
            address: c.address,
            pincode: c.pincode,
            city: c.city,
            state: c.state,
            country: c.country,
            order_id: order.order_id_new,
            subject: c.subject,
            description: c.description,
            purchased_date: order.order_date.slice(0, 10),
            invoice_number: c.invoiceNumber,
            attachment_file: attachment,
            status: NEW_COMPLAINT_STATUS,
            created_at: at,
            updated_at: at,
          },
          ticked,
        ),
      );
      const ticket = ticketNumber(id);
      await outbox.send({
        channel: 'email',
        to: c.email,
        subject: COMPLAINT_MAIL_SUBJECT(ticket),
        body: [
          `Dear ${c.contactName},`,
          `We have registered your service request ${ticket} (${type.complaint}) for ${product.model}, order ${order.order_id_new}.`,
          'Our service team will contact you within 2 working days. Track it any time on the track request page with this ticket number and this email or your mobile number.',
          'Team Lumen',
        ].join('\n\n'),
      });
      return { ok: true, id, ticket };
    },

    /**
     * Track request: the request with this ticket number when it was raised with this email or
     * 10-digit phone (both are the proof), as a list of at most one; null when the value is neither.
     */
    async trackComplaint(ticket: string, value: string) {
      const contact = parseContact(value);
      if (!contact) return null;
      const id = ticketId(ticket);
      if (id === null) return [];
      const rows = await findComplaintByContact(db, id, {
        column: contact.kind === 'email' ? 'email' : 'phone',
        value: contact.value,
      });
      return withReplies(db, rows);
    },

    /** The requests about this customer's orders, newest first. */
    async complaintsOf(userId: number) {
      return withReplies(db, await complaintsOnOrdersOf(db, userId, COMPLAINT_SEARCH_LIMIT));
    },

    async registerProduct(fields: FormFields, file: UploadedFile | null): Promise<ProductRegistered> {
      const form = checkProductRegistrationForm(fields, { today: shopDate(clock()), hasInvoiceFile: file !== null });
      if (!form.ok) return form;
      const r = form.value;
      const product = await db
        .selectFrom('products')
        .select(['id', 'name', 'model'])
        .where('id', '=', r.productId)
        .where('is_listed', '=', 1)
        .executeTakeFirst();
      if (!product) return refuse('product', 'productId');
      const at = clock().toISOString();
      const id = await stored('invoices', file, (invoice) =>
        insertProductRegistration(db, {
          first_name: r.firstName,
          last_name: r.lastName,
          email: r.email,
          mobile: r.mobile,
          product_id: product.id,
          invoice_date: r.invoiceDate,
          comments: r.comments,
          invoice_file: invoice ?? '',
          subscribe: r.subscribe ? 1 : 0,
          created_at: at,
        }),
      );
      if (r.subscribe) await addNewsletterSubscriber(db, r.email, 'registration', at);
      await outbox.send({
        channel: 'email',
        to: r.email,
        subject: REGISTRATION_MAIL_SUBJECT,
        body: [
          `Dear ${r.firstName},`,
          `Your ${product.name} (${product.model}) bought on ${formatShopDate(r.invoiceDate)} is now registered with Lumen. Keep this mail with your invoice for warranty service.`,
          'Team Lumen',
        ].join('\n\n'),
      });
      return { ok: true, id };
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
