import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails_OrderFragment, OrderDetails_PaymentFragment } from '@/generated/graphql.ts';
import { RetryPaymentDocument } from '@/generated/operations/retry-payment.ts';
import { OrderDetails } from './order-details.tsx';

const money = (amount: number, formatted: string) => ({ __typename: 'Money' as const, amount, formatted });
const address = {
  name: 'Meera Iyer',
  address: '14 Residency Road',
  city: 'Bangalore',
  state: 'Karnataka',
  pincode: '560025',
  phone: '9812345678',
  email: null,
};

const cancelled: OrderDetails_OrderFragment = {
  orderId: 'LUM2611230004',
  status: 'Cancelled',
  isSuccess: false,
  date: '2026-11-23',
  customerName: 'Meera Iyer',
  contactEmail: 'meera@example.com',
  supportEmail: 'care@lumen.example',
  paymentMode: 'PREPAID',
  deliveryDays: '2-4 Days',
  billingAddress: address,
  shippingAddress: address,
  items: [],
  subtotal: money(18498, '₹18,498'),
  couponDiscount: money(0, '₹0'),
  prepaidDiscount: money(100, '₹100'),
  total: money(18398, '₹18,398'),
  invoiceUrl: null,
  invoiceLabel: 'Yet to Generate Invoice',
  // A prepaid order whose payment failed: it never left pending payment.
  lifecycleStatus: 'CANCELLED',
  statusLabel: 'Cancelled',
  timeline: [
    { status: 'PENDING_PAYMENT', label: 'Awaiting payment', at: '2026-11-23T05:00:00.000Z', date: '2026-11-23' },
    { status: 'CANCELLED', label: 'Cancelled', at: '2026-11-23T05:20:00.000Z', date: '2026-11-23' },
  ],
  shipment: null,
  expectedDeliveryDate: null,
  deliveredOn: null,
  returnRequest: null,
  returnWindowEndsOn: null,
  canCancel: false,
  canRequestReturn: false,
};

const payment = (facts: Partial<OrderDetails_PaymentFragment>): OrderDetails_PaymentFragment => ({
  orderId: cancelled.orderId,
  canRetry: false,
  refundDue: null,
  ...facts,
});

type Answer = { data: { retryPayment: Record<string, unknown> } };
const retried = (payload: Record<string, unknown>): Answer => ({
  data: {
    retryPayment: { __typename: 'PlaceOrderPayload', orderId: null, paymentRedirect: null, userErrors: [], ...payload },
  },
});

function renderOrder(facts: OrderDetails_PaymentFragment | null, ...answers: Array<() => Answer>) {
  const mocks = answers.map((result) => ({
    request: { query: RetryPaymentDocument, variables: { orderId: cancelled.orderId } },
    result,
  }));
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <OrderDetails order={cancelled} payment={facts} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Order Cancelled page', () => {
  it('says a payment that came after the cancellation will be refunded', () => {
    renderOrder(payment({ refundDue: { __typename: 'Money', formatted: '₹18,398' } as never }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'We received your payment of ₹18,398 after this order was cancelled. It will be refunded',
    );
    expect(screen.queryByText('Your payment did not go through, so the order was cancelled.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
  });

  it('offers Retry payment, which posts the new payment form to the gateway', async () => {
    const user = userEvent.setup();
    const posted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    renderOrder(payment({ canRetry: true }), () =>
      retried({
        orderId: cancelled.orderId,
        paymentRedirect: {
          __typename: 'PaymentRedirect',
          url: '/payment/transaction?command=initiateTransaction',
          method: 'POST',
          fields: [
            { __typename: 'FormField', name: 'encRequest', value: 'a1b2c3' },
            { __typename: 'FormField', name: 'access_code', value: 'AVLU00SANDBOXLUMEN' },
          ],
        },
      }),
    );
    expect(screen.getByText('Your payment did not go through, so the order was cancelled.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry payment' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait.......');
    expect(posted[0]!.getAttribute('action')).toBe('/payment/transaction?command=initiateTransaction');
    expect(Object.fromEntries(new FormData(posted[0]!))).toEqual({
      encRequest: 'a1b2c3',
      access_code: 'AVLU00SANDBOXLUMEN',
    });
  });

  it('shows why a retry is refused', async () => {
    const user = userEvent.setup();
    renderOrder(payment({ canRetry: true }), () =>
      retried({
        userErrors: [
          {
            __typename: 'UserError',
            field: ['orderId'],
            message: 'Sorry, Aura Ring Gen 3 (Midnight Black, size 8) is out of stock.',
            code: 'OUT_OF_STOCK',
          },
        ],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Retry payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, Aura Ring Gen 3 (Midnight Black, size 8) is out of stock.',
    );
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeEnabled();
  });

  it('is not shown for a paid order; a further payment for it is said to be refunded', () => {
    render(
      <MockedProvider mocks={[]}>
        <MemoryRouter>
          <OrderDetails
            order={{ ...cancelled, status: 'Success', isSuccess: true }}
            payment={payment({ refundDue: { __typename: 'Money', formatted: '₹18,398' } as never })}
          />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We received a further payment of ₹18,398 for this order, which was already paid. It will be refunded',
    );
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
  });
});
