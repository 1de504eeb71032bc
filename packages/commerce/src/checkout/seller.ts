// The shop as it trades and as its tax invoices name it. It ships from Bengaluru, Karnataka:
// deliveries in that state pay CGST + SGST, deliveries elsewhere IGST.

/** The name shown by the logo, the footer, mails and payment pages. */
export const SHOP_NAME = 'Lumen';

/** The seller printed on tax invoices. */
export const SELLER = {
  name: 'Lumen Devices Private Limited',
  address: 'No. 42, 3rd Floor, Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AAGCL1234M1Z5',
  email: 'support@lumen.example',
  phone: '+91 80 4000 1234',
} as const;

/** The state whose deliveries pay CGST + SGST; deliveries elsewhere pay IGST. */
export const SELLER_STATE = SELLER.state;
/** Where an order's customer writes (order confirmation, cancelled order page). */
export const SUPPORT_EMAIL = SELLER.email;
