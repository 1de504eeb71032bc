// The support REST shapes (upstream/README.md, "Content and after-sales contract"), parsed and
// renamed to the gateway's models in this one place.
import { requiresChecklist } from '@shop/commerce/support/complaint-form';
import { z } from 'zod';
import { safeLink } from '../../rest/safe-html.ts';
import type { ChecklistItem, Complaint, ComplaintProduct, ComplaintType, ManualCategory } from './models.ts';
// The service centre tree is the package's shape, which the GraphQL types match.
import type { ServiceCentreCountry } from '@shop/commerce/support/service-centres';

const id = z.number().int();
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

export const complaintTypeListSchema = z.array(
  z.object({ id, complaint: z.string() }).transform((raw): ComplaintType => ({
    id: raw.id,
    name: raw.complaint,
    requiresChecklist: requiresChecklist(raw.id),
  })),
);

export const complaintProductListSchema = z.array(
  z
    .object({ p_id: id, productname: z.string(), pColor: z.array(z.object({ id, colorName: z.string() })).nullish() })
    .transform((raw): ComplaintProduct => ({
      id: raw.p_id,
      name: raw.productname,
      colors: (raw.pColor ?? []).map((c) => ({ id: c.id, name: c.colorName })),
    })),
);

export const checklistSchema = z.array(
  z.object({ id, chkList: z.string() }).transform((raw): ChecklistItem => ({ id: raw.id, text: raw.chkList })),
);

export const orderDateSchema = z
  .object({ orderDate: z.string().min(10) })
  .transform((raw) => raw.orderDate.slice(0, 10));

export const complaintListSchema = z.array(
  z
    .object({
      ticket_No: optionalText,
      contact_Name: text,
      email: text,
      phone: text,
      txT_MODEL: text,
      complaint: text,
      attributeValues: text,
      order_Id: text,
      invoice_Number: text,
      c_DATE: text,
      status: text,
      // Additive: the support team's replies (absent from an API that has none).
      replies: z.array(z.object({ message: text, c_DATE: text })).nullish(),
    })
    .transform((raw): Complaint => ({
      ticketNumber: raw.ticket_No,
      contactName: raw.contact_Name,
      email: raw.email,
      phone: raw.phone,
      model: raw.txT_MODEL,
      complaintType: raw.complaint,
      attributes: raw.attributeValues,
      orderId: raw.order_Id,
      invoiceNumber: raw.invoice_Number,
      createdAt: raw.c_DATE,
      status: raw.status,
      replies: (raw.replies ?? []).map((reply) => ({ message: reply.message, createdAt: reply.c_DATE })),
    })),
);

/** Add_Complaint's answer: the ticket number (additive) when upstream gives one. */
export const complaintRegisteredSchema = z.object({ message: optionalText, ticket_No: optionalText }).loose();

export const manualListSchema = z.array(
  z
    .object({
      cat_name: z.string(),
      product_manual_list: z
        .array(z.object({ modal_name: z.string(), modal_file: z.string(), product_name: optionalText }))
        .nullish(),
    })
    .transform((raw): ManualCategory => ({
      categoryName: raw.cat_name,
      manuals: (raw.product_manual_list ?? []).flatMap((m) => {
        const fileUrl = safeLink(m.modal_file);
        return fileUrl ? [{ model: m.modal_name, productName: m.product_name, fileUrl }] : [];
      }),
    })),
);

const serviceCentreRaw = z.object({
  stateName: text,
  asPname: text,
  address: text,
  contactPerson: text,
  mobileNo: text,
  emailid: text,
});

export const serviceCentreTreeSchema = z.array(
  z
    .object({
      countrtname: z.string(),
      service_center_state: z.array(
        z.object({
          state: z.string(),
          service_center_city: z.array(z.object({ city: z.string(), service_Center: z.array(serviceCentreRaw) })),
        }),
      ),
    })
    .transform((raw): ServiceCentreCountry => ({
      name: raw.countrtname,
      states: raw.service_center_state.map((state) => ({
        name: state.state,
        cities: state.service_center_city.map((city) => ({
          name: city.city,
          centres: city.service_Center.map((c) => ({
            stateName: c.stateName,
            partnerName: c.asPname,
            address: c.address,
            contactPerson: c.contactPerson,
            mobile: c.mobileNo,
            email: c.emailid,
          })),
        })),
      })),
    })),
);
