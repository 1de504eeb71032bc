// The shop's company, once: the trading name, the seller that tax invoices, the terms and the
// privacy policy name, and the care contact that the footer, order pages, manuals and mails give.
// It ships from Bengaluru, Karnataka: deliveries in that state pay CGST + SGST, elsewhere IGST.

/** The name shown by the logo, the footer, mails and payment pages. */
export const SHOP_NAME = 'Lumen';

/** Customer care: where a shopper writes or calls. */
export const SHOP_CARE = {
  email: 'care@lumen.example',
  /** Toll free. */
  phone: '1800 102 5866',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;

/** The seller printed on tax invoices and named by the policy pages. */
export const SELLER = {
  name: 'Lumen Devices Private Limited',
  address: '3rd Floor, 21 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  country: 'India',
  stateCode: '29',
  gstin: '29AAGCL1234M1Z5',
  cin: 'U26400KA2019PTC128734',
  email: SHOP_CARE.email,
  phone: SHOP_CARE.phone,
} as const;

/** The seller's address with its state and country, as a page or a mail prints it. */
export const SELLER_FULL_ADDRESS = `${SELLER.address}, ${SELLER.state}, ${SELLER.country}`;
/** The state whose deliveries pay CGST + SGST; deliveries elsewhere pay IGST. */
export const SELLER_STATE = SELLER.state;
/** Where an order's customer writes (order confirmation, cancelled order page). */
export const SUPPORT_EMAIL = SHOP_CARE.email;
