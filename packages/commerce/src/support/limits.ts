// Support limits: the complaint type that asks for the checklist (storefront spec section 9), ids,
// and the longest text each complaint and product registration field takes (the shop's own).

/** Complaint type id 5 shows the checklist, and every item of it is required (spec sections 5 and 9). */
export const CHECKLIST_COMPLAINT_TYPE_ID = 5;

/** Ids of complaint types, products, colours and checklist items: 1 to 9 digits, never 0. */
export const SUPPORT_ID_PATTERN = /^\d{1,9}$/;

/** The longest value of each text field, in characters after trimming. */
export const SUPPORT_TEXT_LIMITS = {
  contactName: 120,
  address: 500,
  city: 120,
  state: 120,
  country: 120,
  orderId: 40,
  ticketNumber: 20,
  subject: 200,
  description: 4000,
  invoiceNumber: 60,
  firstName: 60,
  lastName: 60,
  comments: 1000,
} as const;
export type SupportTextField = keyof typeof SUPPORT_TEXT_LIMITS;
