import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS } from './messages.ts';
import { invoiceLabel, isSuccessStatus, orderProblem, orderStatusText } from './orders.ts';

describe('the checks before an order, in the spec order', () => {
  const ready = { itemCount: 2, deliveryAddressId: 7, paymentMode: 'CASH_ON_DELIVERY' as const, deliverable: true };

  it('cart, address, payment mode, deliverability', () => {
    expect(orderProblem({ ...ready, itemCount: 0, deliveryAddressId: null })).toBe('cartEmpty');
    expect(orderProblem({ ...ready, deliveryAddressId: null, paymentMode: null })).toBe('noDeliveryAddress');
    expect(orderProblem({ ...ready, paymentMode: null, deliverable: false })).toBe('noPaymentMode');
    expect(orderProblem({ ...ready, deliverable: false })).toBe('notDeliverable');
    expect(orderProblem({ ...ready, deliverable: null })).toBeNull();
    expect(orderProblem(ready)).toBeNull();
  });

  it("answers the spec's messages", () => {
    expect(CHECKOUT_ERRORS.cartEmpty.message).toBe('Cart is empty....');
    expect(CHECKOUT_ERRORS.noDeliveryAddress.message).toBe('Please Select Your Delivery Address.');
    expect(CHECKOUT_ERRORS.noPaymentMode.message).toBe('Please Select Payment Mode.');
    expect(CHECKOUT_ERRORS.notDeliverable.message).toBe(
      'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.',
    );
  });
});

describe('the order list', () => {
  it('reads an empty status as Cancelled', () => {
    expect(orderStatusText('')).toBe('Cancelled');
    expect(orderStatusText('  ')).toBe('Cancelled');
    expect(orderStatusText(null)).toBe('Cancelled');
    expect(orderStatusText('Success')).toBe('Success');
    expect(isSuccessStatus('Success')).toBe(true);
    expect(isSuccessStatus('Pending')).toBe(false);
  });

  it('labels the invoice', () => {
    expect(invoiceLabel(null)).toBe('Yet to Generate Invoice');
    expect(invoiceLabel('')).toBe('Yet to Generate Invoice');
    expect(invoiceLabel('/files/invoices/LUM1.pdf?x')).toBe('Download Invoice');
  });
});
