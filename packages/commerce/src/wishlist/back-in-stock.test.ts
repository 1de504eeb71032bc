import { describe, expect, it } from 'vitest';
import { backInStockMail, isRestock, normaliseAlertEmail, optionName } from './back-in-stock.ts';

describe('normaliseAlertEmail', () => {
  it('trims and lower-cases a good address', () => {
    expect(normaliseAlertEmail('  Asha@Example.COM ')).toBe('asha@example.com');
  });

  it('refuses what is not an email, or too long', () => {
    expect(normaliseAlertEmail('asha@')).toBeNull();
    expect(normaliseAlertEmail('')).toBeNull();
    expect(normaliseAlertEmail(`${'a'.repeat(250)}@x.in`)).toBeNull();
  });
});

describe('isRestock', () => {
  it('is a restock only from nothing to something', () => {
    expect(isRestock(0, 5)).toBe(true);
    expect(isRestock(0, 0)).toBe(false);
    expect(isRestock(2, 5)).toBe(false);
    expect(isRestock(3, 0)).toBe(false);
  });
});

describe('the alert mail', () => {
  it('names the product, colour and size and links to the product', () => {
    expect(optionName('Aura Ring Gen 3', 'Matte Black', '8')).toBe('Aura Ring Gen 3 in Matte Black, size 8');
    const mail = backInStockMail({
      product: 'Nimbus Buds 2',
      color: 'Pearl White',
      size: '',
      url: 'https://shop.example/product/earbuds/nimbus-buds-2/nb-200',
      shop: 'Lumen',
    });
    expect(mail.subject).toBe('Back in stock: Nimbus Buds 2 in Pearl White');
    expect(mail.body).toContain('Nimbus Buds 2 in Pearl White is back in stock.');
    expect(mail.body).toContain('https://shop.example/product/earbuds/nimbus-buds-2/nb-200');
  });
});
