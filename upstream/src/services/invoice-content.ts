// What a tax invoice says, from the order as recorded (snapshots of lines, addresses and figures):
// seller and buyer, one row per line with its HSN code and the coupon discount stored with the line
// (its share of its coupons' figures, so the rows add up to the order's coupon discount), the
// totals and the GST split (CGST + SGST inside the seller's state, else IGST). Pure; the PDF layout
// is invoice-pdf.ts.
import { isInterState } from '@shop/commerce/checkout/gst';
import { shopDate } from '@shop/commerce/shop-time';
import { orderItemTotal } from '@shop/commerce/checkout/pricing';
import { SELLER } from '@shop/commerce/company';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import type { OrderItemRow, OrderRow } from '../db/queries/orders.ts';

export interface InvoiceRow {
  position: number;
  description: string;
  hsn: string;
  units: number;
  unitPrice: number;
  discount: number;
  amount: number;
}

export interface InvoiceContent {
  invoiceNo: string;
  invoiceDate: string;
  orderId: string;
  orderDate: string;
  paymentMode: string;
  seller: typeof SELLER;
  buyer: { name: string; lines: string[]; gstin: string | null };
  shipTo: { name: string; lines: string[] };
  placeOfSupply: string;
  rows: InvoiceRow[];
  totals: Array<{ label: string; amount: number }>;
  taxes: Array<{ label: string; amount: number }>;
  currency: string;
}

const describe = (i: OrderItemRow): string =>
  [
    `${i.product_name} (${i.txt_model})`,
    i.color_name ? `Colour: ${i.color_name}` : '',
    i.size ? `Size: ${i.size}` : '',
    i.strap_color ? `Strap: ${i.strap_color}` : '',
    i.offerproduct === 1 ? 'Offer product' : '',
  ]
    .filter(Boolean)
    .join(', ');

export function invoiceContent(order: OrderRow, items: readonly OrderItemRow[]): InvoiceContent {
  const percent = Number(order.tax_percent ?? 0);
  const interState = isInterState(order.shipping_state);
  const taxes = interState
    ? [{ label: `IGST @ ${percent}%`, amount: Number(order.igst) }]
    : [
        { label: `CGST @ ${percent / 2}%`, amount: Number(order.cgst) },
        { label: `SGST @ ${percent / 2}%`, amount: Number(order.sgst) },
      ];
  const totals = [
    { label: 'Subtotal', amount: Number(order.subtotal) },
    { label: 'Coupon discount', amount: -Number(order.coupon_discount) },
    { label: 'Prepaid discount', amount: -Number(order.prepaid_discount) },
    { label: 'Shipping', amount: Number(order.shipping_charge) },
    { label: 'Total (GST included)', amount: Number(order.amount) },
    { label: 'Taxable value', amount: Number(order.taxable_amount) },
  ];
  return {
    invoiceNo: order.invoice_no ?? '',
    invoiceDate: shopDate(new Date(order.settled_at ?? order.order_date)),
    orderId: order.order_id_new,
    orderDate: shopDate(new Date(order.order_date)),
    paymentMode:
      order.paytype === PAYTYPE.PREPAID
        ? `Prepaid${order.payment_mode ? ` (${order.payment_mode})` : ''}`
        : 'Cash on delivery',
    seller: SELLER,
    buyer: {
      name: `${order.billing_customer_name} ${order.billing_last_name}`.trim(),
      lines: [
        order.billing_address,
        `${order.billing_city} ${order.billing_pincode}, ${order.billing_state}, ${order.billing_country}`,
        `Phone ${order.billing_phone}`,
      ],
      gstin: order.gst,
    },
    shipTo: {
      name: `${order.shipping_customer_name} ${order.shipping_last_name}`.trim(),
      lines: [
        order.shipping_address,
        `${order.shipping_city} ${order.shipping_pincode}, ${order.shipping_state}, ${order.shipping_country}`,
      ],
    },
    placeOfSupply: order.shipping_state,
    rows: items.map((i, index) => {
      const discount = Number(i.line_discount);
      return {
        position: index + 1,
        description: describe(i),
        hsn: i.hsn_code,
        units: i.units,
        unitPrice: Number(i.slling_price),
        discount,
        amount: orderItemTotal(i.units, Number(i.slling_price), discount),
      };
    }),
    totals: totals.filter((t) => t.amount !== 0 || t.label.startsWith('Total') || t.label === 'Subtotal'),
    taxes,
    currency: order.currency,
  };
}
