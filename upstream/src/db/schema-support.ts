// Kysely tables of after-sales support (migrations 0007 and 0016).
import type { Generated } from 'kysely';

export interface ComplaintTypeTable {
  id: number;
  complaint: string;
  /** 1 for the type whose form shows the checklist (id 5). */
  needs_checklist: number;
  position: number;
}

export interface ChecklistItemTable {
  id: number;
  chk_list: string;
  position: number;
}

export interface ComplaintTable {
  id: Generated<number>;
  complaint_type_id: number;
  product_id: number;
  color_id: number;
  contact_name: string;
  /** Lowercased. */
  email: string;
  phone: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
  order_id: string;
  subject: string;
  description: string;
  /** YYYY-MM-DD, the order's date. */
  purchased_date: string;
  invoice_number: string;
  /** Stored name under uploads/complaints (random), or null. */
  attachment_file: string | null;
  /** Open, In Progress, Resolved or Closed. */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface ComplaintChecklistTable {
  complaint_id: number;
  checklist_item_id: number;
}

export interface ProductManualTable {
  id: Generated<number>;
  product_id: number;
  /** {model-slug}.pdf, served at /files/manuals/{file_name}. */
  file_name: string;
  version: string;
  published_on: string;
}

export interface ServiceCentreTable {
  id: Generated<number>;
  country: string;
  state: string;
  city: string;
  asp_name: string;
  address: string;
  contact_person: string;
  mobile_no: string;
  emailid: string;
  position: number;
}

export interface ProductRegistrationTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  product_id: number;
  invoice_date: string;
  comments: string;
  /** Stored name under uploads/invoices (random). */
  invoice_file: string;
  subscribe: number;
  created_at: string;
}

/** An operator's reply to a service request, mailed to the request's email (migration 0016). */
export interface ComplaintReplyTable {
  id: Generated<number>;
  complaint_id: number;
  operator_id: number;
  body: string;
  /** The address the reply was mailed to. */
  mailed_to: string;
  created_at: string;
}

export interface SupportTables {
  complaint_types: ComplaintTypeTable;
  checklist_items: ChecklistItemTable;
  complaints: ComplaintTable;
  complaint_checklist: ComplaintChecklistTable;
  complaint_replies: ComplaintReplyTable;
  product_manuals: ProductManualTable;
  service_centres: ServiceCentreTable;
  product_registrations: ProductRegistrationTable;
}
