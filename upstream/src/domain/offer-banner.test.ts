import { describe, expect, it } from 'vitest';
import { PREPAID_DISCOUNT_PLACEHOLDER, renderOfferHtml } from './offer-banner.ts';

describe('offer banner texts', () => {
  it('state the prepaid discount served at checkout, formatted as money', () => {
    const html = `Extra <b>${PREPAID_DISCOUNT_PLACEHOLDER} off</b> on prepaid orders`;
    expect(renderOfferHtml(html, { prepaidDiscount: 100 })).toBe('Extra <b>₹100 off</b> on prepaid orders');
    expect(renderOfferHtml(html, { prepaidDiscount: 49.5 })).toBe('Extra <b>₹49.50 off</b> on prepaid orders');
  });

  it('leave texts without a placeholder as they are', () => {
    expect(renderOfferHtml('<b>Free shipping</b> on all orders', { prepaidDiscount: 100 })).toBe(
      '<b>Free shipping</b> on all orders',
    );
  });
});
