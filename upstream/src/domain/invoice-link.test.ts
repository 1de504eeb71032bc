import { describe, expect, it } from 'vitest';
import { invoiceLink, verifyInvoiceLink } from './invoice-link.ts';

const KEY = 'test-key';
const NOW = new Date('2026-03-01T10:00:00.000Z');

function parts(link: string) {
  const url = new URL(link, 'http://shop.test');
  return { expires: Number(url.searchParams.get('expires')), signature: url.searchParams.get('signature') ?? '' };
}

describe('invoice links', () => {
  const link = invoiceLink(KEY, 'LUM2603010004', 7, new Date('2026-03-01T11:00:00.000Z'));

  it('name the order and carry an expiry and a signature', () => {
    expect(link).toMatch(/^\/files\/invoices\/LUM2603010004\.pdf\?expires=1772362800&signature=[0-9a-f]{64}$/);
  });

  it('verify for the same order, owner and key before expiry', () => {
    const { expires, signature } = parts(link);
    expect(verifyInvoiceLink(KEY, 'LUM2603010004', 7, expires, signature, NOW)).toBe(true);
  });

  it('refuse another order, another owner, another key, a changed expiry or a late request', () => {
    const { expires, signature } = parts(link);
    expect(verifyInvoiceLink(KEY, 'LUM2603010005', 7, expires, signature, NOW)).toBe(false);
    expect(verifyInvoiceLink(KEY, 'LUM2603010004', 8, expires, signature, NOW)).toBe(false);
    expect(verifyInvoiceLink('other', 'LUM2603010004', 7, expires, signature, NOW)).toBe(false);
    expect(verifyInvoiceLink(KEY, 'LUM2603010004', 7, expires + 3600, signature, NOW)).toBe(false);
    expect(verifyInvoiceLink(KEY, 'LUM2603010004', 7, expires, signature, new Date('2026-03-01T11:00:01.000Z'))).toBe(
      false,
    );
    expect(verifyInvoiceLink(KEY, 'LUM2603010004', 7, expires, 'zz', NOW)).toBe(false);
  });
});
