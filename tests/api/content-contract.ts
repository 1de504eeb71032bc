// The content and after-sales contract of upstream/README.md as zod schemas, written
// apart from upstream's own schemas so a change of a field name or shape on either side fails.
import { z } from 'zod';

const html = z.string().regex(/<h[12][^>]*>/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const Blog = z
  .object({
    id: z.number().int(),
    title: z.string().min(5),
    titledesc: z.string().min(5),
    content: html,
    bannerImage: z.string().regex(/^\/images\/blogs\/\d+\.svg$/),
    urls: z.string().regex(/^\/[a-z0-9/-]+$/),
    metaTitle: z.string().min(10),
    metaDescription: z.string().min(40),
    metaKeyword: z.string().min(5),
    published_on: date,
  })
  .strict();

export const BlogSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titledesc: z.string(),
    bannerImage: z.string(),
    published_on: date,
  })
  .strict();

export const SubscriptionDiscount = z
  .object({ percent: z.number().positive(), valid_days: z.number().int().positive() })
  .strict();

export const Message = z.object({ message: z.string() }).strict();

export const ComplaintType = z.object({ id: z.number().int(), complaint: z.string().min(3) }).strict();

export const ComplaintProduct = z
  .object({
    p_id: z.number().int(),
    productname: z.string().min(1),
    model: z.string().min(1),
    pColor: z.array(z.object({ id: z.number().int(), colorName: z.string().min(1) }).strict()).min(1),
  })
  .strict();

export const ChecklistItem = z.object({ id: z.number().int(), chkList: z.string().min(10) }).strict();

export const OrderDate = z.object({ orderDate: date }).strict();

export const ComplaintRegistered = z
  .object({
    message: z.literal('Complaint Registered Successfully.'),
    complaint_id: z.number().int().positive(),
    ticket_No: z.string().regex(/^LSR-\d{6}$/),
  })
  .strict();

export const ComplaintRow = z
  .object({
    ticket_No: z.string().regex(/^LSR-\d{6}$/),
    contact_Name: z.string(),
    email: z.string(),
    phone: z.string(),
    txT_MODEL: z.string(),
    complaint: z.string(),
    attributeValues: z.string(),
    order_Id: z.string(),
    invoice_Number: z.string(),
    c_DATE: z.iso.datetime(),
    status: z.enum(['Open', 'In Progress', 'Resolved', 'Closed']),
    replies: z.array(z.object({ message: z.string(), c_DATE: z.iso.datetime() }).strict()),
  })
  .strict();

export const ManualCategory = z
  .object({
    cat_id: z.number().int(),
    cat_name: z.string(),
    product_manual_list: z
      .array(
        z
          .object({
            product_id: z.number().int(),
            product_name: z.string(),
            modal_name: z.string(),
            modal_file: z.string().regex(/^\/files\/manuals\/[a-z0-9-]+\.pdf$/),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const ServiceCentre = z
  .object({
    stateName: z.string().min(1),
    asPname: z.string().min(1),
    address: z.string().min(10),
    contactPerson: z.string().min(1),
    mobileNo: z.string().min(7),
    emailid: z.email(),
  })
  .strict();

export const ServiceCentreCountry = z
  .object({
    countrtname: z.string(),
    service_center_state: z
      .array(
        z
          .object({
            state: z.string(),
            service_center_city: z
              .array(z.object({ city: z.string(), service_Center: z.array(ServiceCentre).min(1) }).strict())
              .min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
