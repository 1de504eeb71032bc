// Back-in-stock alerts: a shopper leaves an email for a colour (and size) that is out of stock;
// when an operator sets that stock from 0 to more, each waiting address gets one mail naming the
// product and colour with a link to the product's page, and is marked notified. Messages are the
// shop's own (the specs have none).
import { CONTACT_MESSAGES, EMAIL_MAX_LENGTH, isEmail } from '../contact.ts';

export const BACK_IN_STOCK_MESSAGES = {
  offer: "Notify me when it's back",
  subscribed: "Thanks! We will email you when it's back in stock.",
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  inStock: 'This option is in stock now: you can buy it.',
  optionNotFound: 'This option is no longer available.',
} as const;

export const BACK_IN_STOCK_CODES = {
  emailInvalid: 'EMAIL_INVALID',
  inStock: 'IN_STOCK',
  optionNotFound: 'NOT_FOUND',
} as const;

/** The address as stored: trimmed and lower-cased; null when it is not an email. */
export function normaliseAlertEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && isEmail(email) ? email : null;
}

/** True when a stock change brings an option back: nothing was left and now some is. */
export function isRestock(before: number, after: number): boolean {
  return before <= 0 && after > 0;
}

/** 'Aura Ring Gen 3 in Matte Black, size 8' or 'Nimbus Buds 2 in Pearl White'. */
export function optionName(product: string, color: string, size: string): string {
  return `${product} in ${color}${size ? `, size ${size}` : ''}`;
}

/** The alert mail: subject and text body. */
export function backInStockMail(input: { product: string; color: string; size: string; url: string; shop: string }): {
  subject: string;
  body: string;
} {
  const option = optionName(input.product, input.color, input.size);
  return {
    subject: `Back in stock: ${option}`,
    body: [
      'Hello,',
      '',
      `Good news: ${option} is back in stock.`,
      `Buy it here before it runs out again: ${input.url}`,
      '',
      'You asked us to tell you once; we will not write again about it.',
      '',
      `Team ${input.shop}`,
    ].join('\n'),
  };
}
