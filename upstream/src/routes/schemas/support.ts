// zod schemas of the support endpoints (upstream/README.md, "Content and after-sales contract").
import { z } from 'zod';

export const ComplaintType = z.object({ id: z.number().int(), complaint: z.string() });

export const ComplaintProduct = z.object({
  p_id: z.number().int(),
  productname: z.string(),
  model: z.string().describe('Additive: the product model'),
  pColor: z.array(z.object({ id: z.number().int(), colorName: z.string() })),
});

export const ChecklistItem = z.object({ id: z.number().int(), chkList: z.string() });

export const OrderDate = z.object({ orderDate: z.string().describe('YYYY-MM-DD') });

export const ComplaintRegistered = z.object({
  message: z.string(),
  complaint_id: z.number().int(),
  ticket_No: z.string(),
});

export const ComplaintRow = z.object({
  ticket_No: z.string().describe('Additive: the ticket number'),
  contact_Name: z.string(),
  email: z.string(),
  phone: z.string(),
  txT_MODEL: z.string(),
  complaint: z.string(),
  attributeValues: z.string(),
  order_Id: z.string(),
  invoice_Number: z.string(),
  c_DATE: z.string().describe('ISO 8601'),
  status: z.string().describe('Open, In Progress, Resolved or Closed'),
  replies: z
    .array(z.object({ message: z.string(), c_DATE: z.string().describe('ISO 8601') }))
    .describe("Additive: the support team's replies, oldest first (each was also mailed)"),
});

export const ManualCategory = z.object({
  cat_id: z.number().int(),
  cat_name: z.string(),
  product_manual_list: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      modal_name: z.string(),
      modal_file: z.string().describe('Root-relative URL of the PDF'),
    }),
  ),
});

const ServiceCentre = z.object({
  stateName: z.string(),
  asPname: z.string(),
  address: z.string(),
  contactPerson: z.string(),
  mobileNo: z.string(),
  emailid: z.string(),
});

export const ServiceCentreCountry = z.object({
  countrtname: z.string(),
  service_center_state: z.array(
    z.object({
      state: z.string(),
      service_center_city: z.array(z.object({ city: z.string(), service_Center: z.array(ServiceCentre) })),
    }),
  ),
});
