import { describe, expect, it } from 'vitest';
import type { OrderItemRow, OrderRow } from '../db/queries/orders.ts';
import { invoiceContent } from './invoice-content.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const order = {
  id: 4,
  order_id_new: 'LUM2603010004',
  user_id: 1,
  order_date: '2026-03-01T05:00:00.000Z',
  order_status: 'Success',
  amount: 21696.15,
  currency: 'INR',
  cur_symbol: '₹',
  paytype: 1,
  billing_customer_name: 'Aarav',
  billing_last_name: 'Sharma',
  billing_address: '14, Brigade Road',
  billing_city: 'Bengaluru',
  billing_state: 'Karnataka',
  billing_country: 'India',
  billing_pincode: '560001',
  billing_phone: '9876543210',
  billing_email: 'aarav@example.com',
  shipping_customer_name: 'Aarav',
  shipping_last_name: 'Sharma',
  shipping_address: '14, Brigade Road',
  shipping_city: 'Bengaluru',
  shipping_state: 'Karnataka',
  shipping_country: 'India',
  shipping_pincode: '560001',
  shipping_phone: '9876543210',
  shipping_email: null,
  gst: '29ABCDE1234F1Z5',
  deliverdays: '2-4 Days',
  invoice_file: 'LUM2603010004.pdf',
  created_at: '2026-03-01T05:00:00.000Z',
  updated_at: '2026-03-01T05:00:00.000Z',
  subtotal: 24496,
  coupon_discount: 2699.85,
  prepaid_discount: 100,
  shipping_charge: 0,
  taxable_amount: 18386.57,
  tax_amount: 3309.58,
  cgst: 1654.79,
  sgst: 1654.79,
  igst: 0,
  tax_percent: 18,
  tax_name: 'GST',
  coupons: 'RING15',
  payment_status: 'Success',
  payment_mode: 'Sandbox Card',
  tracking_id: '1',
  bank_ref_no: '2',
  settled_at: '2026-03-01T05:02:00.000Z',
  cancelled_at: null,
  idempotency_key: 'k',
  request_fingerprint: 'f',
  invoice_no: 'INV-2603010004',
  delivery_address_id: 1,
  status: 'paid',
  courier_name: null,
  awb_number: null,
  tracking_url: null,
  expected_delivery_date: null,
  shipped_at: null,
  delivered_at: null,
  return_kind: null,
  return_reason: null,
  return_requested_at: null,
  attributed_partner_id: null,
  attributed_by: null,
} satisfies OrderRow;

const item = (over: Partial<OrderItemRow>): OrderItemRow => ({
  id: 1,
  order_id: 4,
  product_id: 101,
  color_id: 1011,
  size: '8',
  strap_id: 0,
  txt_model: 'AR-300',
  product_name: 'Aura Ring Gen 3',
  color_name: 'Midnight Black',
  colorcode: '#1b1b1f',
  pro_image: '',
  units: 1,
  slling_price: 17999,
  offerproduct: 0,
  coupon_code: 'RING15',
  discount_percentage: 15,
  position: 1,
  hsn_code: '85176290',
  line_discount: 2699.85,
  strap_color: '',
  ...over,
});
const items = [
  item({}),
  item({
    id: 2,
    product_id: 151,
    color_id: 1511,
    size: '',
    txt_model: 'AR-DOCK',
    product_name: 'Aura Charging Dock',
    slling_price: 499,
    offerproduct: 1,
    coupon_code: null,
    discount_percentage: 0,
    line_discount: 0,
    position: 2,
    hsn_code: '85044030',
  }),
  item({
    id: 3,
    product_id: 301,
    color_id: 3013,
    size: '',
    txt_model: 'NB-200',
    product_name: 'Nimbus Buds 2',
    units: 2,
    slling_price: 2999,
    coupon_code: null,
    discount_percentage: 0,
    line_discount: 0,
    position: 3,
    hsn_code: '85183000',
  }),
];

describe('invoice content', () => {
  it('lists each line with its HSN code and discounted amount', () => {
    const content = invoiceContent(order, items);
    expect(content.rows).toEqual([
      {
        position: 1,
        description: 'Aura Ring Gen 3 (AR-300), Colour: Midnight Black, Size: 8',
        hsn: '85176290',
        units: 1,
        unitPrice: 17999,
        discount: 2699.85,
        amount: 15299.15,
      },
      {
        position: 2,
        description: 'Aura Charging Dock (AR-DOCK), Colour: Midnight Black, Offer product',
        hsn: '85044030',
        units: 1,
        unitPrice: 499,
        discount: 0,
        amount: 499,
      },
      {
        position: 3,
        description: 'Nimbus Buds 2 (NB-200), Colour: Midnight Black',
        hsn: '85183000',
        units: 2,
        unitPrice: 2999,
        discount: 0,
        amount: 5998,
      },
    ]);
    expect(content).toMatchObject({
      invoiceNo: 'INV-2603010004',
      invoiceDate: '2026-03-01',
      placeOfSupply: 'Karnataka',
      buyer: { name: 'Aarav Sharma', gstin: '29ABCDE1234F1Z5' },
    });
  });

  it("takes each row's discount as stored: two sizes share one coupon's figure to the paisa", () => {
    // 10 % of 2 x 2999.95 is 599.99, stored as 300.00 + 299.99 (rounded per row it would be 600.00).
    const sizes = [
      item({ slling_price: 2999.95, discount_percentage: 10, line_discount: 300, coupon_code: 'RING10' }),
      item({ id: 2, size: '9', slling_price: 2999.95, discount_percentage: 10, line_discount: 299.99, position: 2 }),
    ];
    const content = invoiceContent({ ...order, subtotal: 5999.9, coupon_discount: 599.99 }, sizes);
    expect(content.rows.map((r) => [r.discount, r.amount])).toEqual([
      [300, 2699.95],
      [299.99, 2699.96],
    ]);
    expect(content.totals.slice(0, 2)).toEqual([
      { label: 'Subtotal', amount: 5999.9 },
      { label: 'Coupon discount', amount: -599.99 },
    ]);
  });

  it('splits GST into CGST and SGST in Karnataka and shows the totals', () => {
    const content = invoiceContent(order, items);
    expect(content.taxes).toEqual([
      { label: 'CGST @ 9%', amount: 1654.79 },
      { label: 'SGST @ 9%', amount: 1654.79 },
    ]);
    expect(content.totals).toEqual([
      { label: 'Subtotal', amount: 24496 },
      { label: 'Coupon discount', amount: -2699.85 },
      { label: 'Prepaid discount', amount: -100 },
      { label: 'Total (GST included)', amount: 21696.15 },
      { label: 'Taxable value', amount: 18386.57 },
    ]);
  });

  it('shows IGST for a delivery to another state', () => {
    const content = invoiceContent({ ...order, shipping_state: 'Maharashtra', cgst: 0, sgst: 0, igst: 3309.58 }, items);
    expect(content.taxes).toEqual([{ label: 'IGST @ 18%', amount: 3309.58 }]);
  });

  it('renders a PDF with the invoice number in its title, the same bytes every time', async () => {
    const pdf = await renderInvoicePdf(invoiceContent(order, items));
    expect(pdf.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d/);
    expect(pdf.toString('latin1')).toContain('Tax invoice INV-2603010004');
    expect((await renderInvoicePdf(invoiceContent(order, items))).equals(pdf)).toBe(true);
  });
});
