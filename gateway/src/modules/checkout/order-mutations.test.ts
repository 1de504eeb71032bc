import { describe, expect, it } from 'vitest';
import { orderRefusal } from './order-mutations.ts';

const refusal = (code: string | null, message: string | null = null) => ({
  notFound: false,
  code,
  message,
  field: null,
});

describe('orderRefusal', () => {
  it("answers upstream's refusals with the checkout's messages, on the input field they are about", () => {
    expect(orderRefusal(refusal('NO_PAYMENT_MODE', 'x'))).toEqual({
      field: ['input', 'paymentMode'],
      message: 'Please Select Payment Mode.',
      code: 'NO_PAYMENT_MODE',
    });
    expect(orderRefusal(refusal('ADDRESS_NOT_FOUND'))).toMatchObject({
      field: ['input', 'deliveryAddressId'],
      code: 'NO_DELIVERY_ADDRESS',
    });
    expect(orderRefusal(refusal('COUPON_NOT_IN_CART'))).toEqual({
      field: ['input', 'coupons'],
      message: 'Product not found in cart',
      code: 'PRODUCT_NOT_IN_CART',
    });
  });

  it('reads a figure upstream does not agree with as a changed price', () => {
    expect(orderRefusal(refusal('DISCOUNT_MISMATCH')).code).toBe('PRICE_CHANGED');
    expect(orderRefusal(refusal('AMOUNT_MISMATCH')).code).toBe('PRICE_CHANGED');
  });

  it("keeps upstream's message for stock and for codes it does not know, and words a bare failure", () => {
    expect(orderRefusal(refusal('OUT_OF_STOCK', 'Sorry, Aura Ring (Black, size 8) is out of stock.'))).toEqual({
      field: null,
      message: 'Sorry, Aura Ring (Black, size 8) is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    expect(orderRefusal(refusal('GST_INVALID', 'Please enter a valid GST number.'))).toEqual({
      field: null,
      message: 'Please enter a valid GST number.',
      code: 'GST_INVALID',
    });
    expect(orderRefusal(refusal(null))).toEqual({
      field: null,
      message: 'Your order could not be placed. Please try again.',
      code: 'ORDER_FAILED',
    });
  });
});
