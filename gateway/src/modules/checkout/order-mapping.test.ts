import { describe, expect, it } from 'vitest';
import { orderDetailSchema, orderListSchema, preBookingListSchema } from './order-mapping.ts';

const listRow = {
  order_id_new: 'LUM1',
  order_Date: '2026-01-08T09:05:30.000Z',
  order_status: 'Success',
  status: 'placed',
  status_label: 'Placed',
  cur_symbol: '₹',
  amount: 19999,
  invoice_file: '',
  currency: 'INR',
  paytype: 2,
};

describe('order rows', () => {
  it('are renamed; an empty invoice link is null', () => {
    expect(orderListSchema.parse([listRow])).toEqual([
      {
        orderId: 'LUM1',
        orderedAt: '2026-01-08T09:05:30.000Z',
        status: 'Success',
        lifecycleStatus: 'placed',
        currencySymbol: '₹',
        currencyCode: 'INR',
        amount: 19999,
        invoiceUrl: null,
      },
    ]);
  });

  it('keep a signed invoice link and drop a link that is not a storefront path or http(s)', () => {
    const row = { ...listRow, order_id_new: 'LUM2', invoice_file: '/files/invoices/LUM2.pdf?expires=1&signature=a' };
    expect(orderListSchema.parse([row])[0]?.invoiceUrl).toBe('/files/invoices/LUM2.pdf?expires=1&signature=a');
    expect(orderListSchema.parse([{ ...row, invoice_file: 'javascript:alert(1)' }])[0]?.invoiceUrl).toBeNull();
    expect(orderListSchema.parse([{ ...row, invoice_file: '/\\evil.example/x' }])[0]?.invoiceUrl).toBeNull();
  });
});

describe('order detail', () => {
  it('groups the billing and shipping fields and renames the lines', () => {
    const party = (p: string) => ({
      [`${p}_customer_name`]: 'Priya',
      [`${p}_last_name`]: 'Nair',
      [`${p}_address`]: 'Fort',
      [`${p}_city`]: 'Mumbai',
      [`${p}_state`]: 'Maharashtra',
      [`${p}_pincode`]: '400001',
      [`${p}_country`]: 'India',
      [`${p}_phone`]: '9123456780',
      [`${p}_email`]: '',
    });
    const detail = orderDetailSchema.parse({
      order_id_new: 'LUM3',
      order_Date: '2026-01-08T09:05:30.000Z',
      order_status: 'Success',
      cur_symbol: '₹',
      amount: 19999,
      currency: 'INR',
      paytype: 1,
      ...party('billing'),
      ...party('shipping'),
      deliverdays: '2-4 Days',
      subtotal: 19999,
      coupon_discount: 0,
      prepaid_discount: 0,
      shipping_charge: 0,
      tax_name: '',
      taxable_amount: 16948.31,
      cgst: 0,
      sgst: 0,
      igst: 3050.69,
      tax_percent: 18,
      gst: null,
      invoice_no: null,
      invoice_file: '',
      orderItemsLists: [
        {
          pro_Image: '/images/products/401/4011/1.svg',
          txt_model: 'SH-700',
          product_name: '',
          color_name: 'Black',
          colorcode: '#111111',
          size: '',
          strap_color: '',
          offerproduct: 0,
          units: 1,
          symbol: '₹',
          slling_price: 19999,
          couponCode: '',
          discountPercentage: 0,
          line_discount: 0,
          hsn_code: '85176290',
        },
      ],
    });
    expect(detail).toMatchObject({
      orderId: 'LUM3',
      paymentMode: 'PREPAID',
      billing: { firstName: 'Priya', city: 'Mumbai', email: null },
      shipping: { state: 'Maharashtra' },
      igst: 3050.69,
      taxName: 'GST',
      items: [
        {
          name: 'SH-700',
          model: 'SH-700',
          size: null,
          couponCode: null,
          isOfferProduct: false,
          unitPrice: 19999,
          lineDiscount: 0,
          currencyCode: 'INR',
        },
      ],
    });
  });
});

describe('pre-bookings', () => {
  it('are renamed with the booking date in India time and money', () => {
    expect(
      preBookingListSchema.parse([
        {
          prebook_id: 'PB1',
          product_name: 'Aura Ring Gen 4',
          model: 'AR-400',
          color_name: 'Black',
          booking_date: '2026-02-10T20:00:00.000Z',
          amount: 999,
          currency: 'INR',
          cur_symbol: '₹',
          status: 'Confirmed',
          expected_dispatch: 'March 2027',
        },
      ]),
    ).toEqual([
      {
        id: 'PB1',
        bookingNumber: 'PB1',
        productName: 'Aura Ring Gen 4',
        model: 'AR-400',
        colorName: 'Black',
        bookedOn: '2026-02-11',
        amountPaid: { amount: 999, currencyCode: 'INR', formatted: '₹999' },
        status: 'Confirmed',
        expectedDispatch: 'March 2027',
      },
    ]);
  });
});
