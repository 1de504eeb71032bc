import { describe, expect, it } from 'vitest';
import { isEmail, isPhone } from '@shop/commerce/contact';
import { catalogRows } from './catalog.ts';
import { DEMO_CUSTOMERS } from './customers.ts';

describe('demo customers', () => {
  it('have distinct valid emails and phones, and a delivery and a billing address each', () => {
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.email)).size).toBe(DEMO_CUSTOMERS.length);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.phone)).size).toBe(DEMO_CUSTOMERS.length);
    for (const c of DEMO_CUSTOMERS) {
      expect(isEmail(c.email) && isPhone(c.phone)).toBe(true);
      expect(c.addresses.map((a) => a.kind).sort()).toEqual(['billing', 'delivery']);
      for (const a of c.addresses) expect(a.pincode).toMatch(/^\d{6}$/);
    }
  });

  it('keep cart lines of real, in-stock product colours and sizes, at most 5 each', () => {
    const rows = catalogRows();
    const lines = DEMO_CUSTOMERS.flatMap((c) => c.cart);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      const color = rows.product_colors.find((c) => c.id === line.colorId);
      expect(color?.product_id).toBe(line.productId);
      const stock = rows.product_stock.find((s) => s.product_color_id === line.colorId && s.size === line.size);
      expect(stock?.stock ?? 0).toBeGreaterThan(0);
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.quantity).toBeLessThanOrEqual(5);
    }
  });
});
