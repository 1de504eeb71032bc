import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import type { CheckoutSummary_SummaryFragment, PlaceOrderMutation } from '@/generated/graphql.ts';
import { PlaceOrderDocument } from '@/generated/operations/place-order.ts';
import type { CheckoutChoices } from '@/features/checkout/lib/checkout-choices.ts';
import { PlaceOrder } from './place-order.tsx';

const money = (amount: number, formatted: string) => ({ __typename: 'Money' as const, amount, formatted });

const summary: CheckoutSummary_SummaryFragment = {
  itemCount: 1,
  currencySymbol: '₹',
  paymentMode: 'CASH_ON_DELIVERY',
  lines: [],
  subtotal: money(17999, '₹17,999'),
  couponDiscount: money(0, '₹0'),
  prepaidDiscount: money(0, '₹0'),
  prepaidOffer: money(100, '₹100'),
  shippingCharge: money(0, '₹0'),
  amountPayable: money(17999, '₹17,999'),
  gst: null,
  rejectedCoupons: [],
  deliveryAddress: { id: '7' },
  delivery: { deliverable: true, deliveryDays: '2-4 Days', undeliverableLineIds: [], message: null },
};

const choices = (paymentMode: CheckoutChoices['paymentMode']): CheckoutChoices => ({
  coupons: [],
  paymentMode,
  deliveryAddressId: null,
});

/** The checkout attempt's idempotency key (crypto.randomUUID is stubbed to answer these in turn). */
const KEYS = ['7f1d2c1e-0000-4000-8000-000000000001', '7f1d2c1e-0000-4000-8000-000000000002'] as const;

const input = (paymentMode: 'CASH_ON_DELIVERY' | 'PREPAID', idempotencyKey: string = KEYS[0]) => ({
  coupons: [],
  paymentMode,
  deliveryAddressId: '7',
  expectedAmountPayable: 17999,
  idempotencyKey,
});

// The gateway's answer as it arrives, __typename included (the generated types leave it out).
type Answer = { data: { placeOrder: Record<string, unknown> } };
const placed = (payload: Partial<Record<keyof PlaceOrderMutation['placeOrder'], unknown>>): Answer => ({
  data: {
    placeOrder: {
      __typename: 'PlaceOrderPayload',
      orderId: null,
      settled: false,
      confirmationPath: null,
      paymentRedirect: null,
      userErrors: [],
      ...payload,
    },
  },
});

type Mock = { result: () => Answer } | { error: Error };

function renderPlaceOrder(paymentMode: 'CASH_ON_DELIVERY' | 'PREPAID', ...answers: Array<(() => Answer) | Mock>) {
  const keys = [...KEYS];
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => keys.shift() ?? 'a0000000-0000-4000-8000-00000000000f');
  const mocks = answers.map((answer) => ({
    request: { query: PlaceOrderDocument, variables: { input: input(paymentMode) } },
    ...(typeof answer === 'function' ? { result: answer } : answer),
  }));
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/checkoutpage']}>
        <Routes>
          <Route
            path="/checkoutpage"
            element={<PlaceOrder summary={summary} choices={choices(paymentMode)} stale={false} />}
          />
          <Route path="/orderconfirmation/:orderId" element={<h1>Order confirmation</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Place Order', () => {
  it('shows a price change the server answers and does not send the order again by itself', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() =>
      placed({
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'expectedAmountPayable'],
            message: CHECKOUT_ERRORS.priceChanged.message,
            code: CHECKOUT_ERRORS.priceChanged.code,
          },
        ],
      }),
    );
    renderPlaceOrder('CASH_ON_DELIVERY', result);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The prices in your cart have changed. Please review your order.',
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Order confirmation' })).not.toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('posts a prepaid order to the payment gateway with the encrypted request', async () => {
    const user = userEvent.setup();
    const posted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    renderPlaceOrder('PREPAID', () =>
      placed({
        orderId: 'LUM2603010001',
        paymentRedirect: {
          __typename: 'PaymentRedirect',
          url: 'https://pay.example/transaction?command=initiateTransaction',
          method: 'POST',
          fields: [
            { __typename: 'FormField', name: 'encRequest', value: 'a1b2c3' },
            { __typename: 'FormField', name: 'access_code', value: 'AVLU00SANDBOXLUMEN' },
          ],
        },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Please wait.......');
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example/transaction?command=initiateTransaction');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      encRequest: 'a1b2c3',
      access_code: 'AVLU00SANDBOXLUMEN',
    });
    expect(screen.queryByRole('heading', { name: 'Order confirmation' })).not.toBeInTheDocument();
  });

  it('sends a retry after a dropped connection with the same idempotency key (one order, not two)', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPlaceOrder(
      'CASH_ON_DELIVERY',
      { error: new Error('Failed to fetch') },
      { result: () => placed({ orderId: 'LUM2603010003', settled: true }) },
    );

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_ERRORS.orderFailed.message);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    // The second mock answers only the same variables: the same key as the first submit.
    expect(await screen.findByRole('heading', { name: 'Order confirmation' })).toBeInTheDocument();
    expect(crypto.randomUUID).toHaveBeenCalledTimes(1);
  });

  it('opens the confirmation of a cash-on-delivery order', async () => {
    const user = userEvent.setup();
    renderPlaceOrder('CASH_ON_DELIVERY', () => placed({ orderId: 'LUM2603010002', settled: true }));

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order confirmation' })).toBeInTheDocument();
  });
});
