// The catalog's texts that more than one part says (the web's own screen texts stay in the web).

export const CATALOG_MESSAGES = {
  /** The spec's refusal of a blank pincode on the product page's delivery check (section 5). */
  pincodeRequired: 'Please Enter Pincode',
  /** The spec's negative answer of a delivery check (section 7, Deliver_time). */
  noDelivery: 'No delivery at this pincode',
} as const;
