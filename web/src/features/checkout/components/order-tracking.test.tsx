import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderTracking_OrderFragment } from '@/generated/graphql.ts';
import { CancelMyOrderDocument } from '@/generated/operations/cancel-my-order.ts';
import { RequestMyOrderReturnDocument } from '@/generated/operations/request-my-order-return.ts';
import { OrderTracking } from './order-tracking.tsx';

const event = (status: string, label: string, date: string) => ({
  __typename: 'OrderEvent' as const,
  status,
  label,
  at: `${date}T05:00:00.000Z`,
  date,
});

const placed: OrderTracking_OrderFragment = {
  orderId: 'LUM2603100001',
  lifecycleStatus: 'PLACED',
  statusLabel: 'Placed',
  timeline: [event('PLACED', 'Placed', '2026-03-10')] as OrderTracking_OrderFragment['timeline'],
  shipment: null,
  expectedDeliveryDate: null,
  deliveredOn: null,
  returnRequest: null,
  returnWindowEndsOn: null,
  canCancel: true,
  canRequestReturn: false,
};

const shipped: OrderTracking_OrderFragment = {
  ...placed,
  lifecycleStatus: 'SHIPPED',
  statusLabel: 'Shipped',
  timeline: [
    event('PLACED', 'Placed', '2026-03-10'),
    event('PACKED', 'Packed', '2026-03-10'),
    event('SHIPPED', 'Shipped', '2026-03-11'),
  ] as OrderTracking_OrderFragment['timeline'],
  shipment: {
    courierName: 'Blue Dart',
    awbNumber: 'BD12345678',
    trackingUrl: 'https://www.bluedart.com/track?awb=BD12345678',
  },
  expectedDeliveryDate: '2026-03-14',
  canCancel: false,
};

const delivered: OrderTracking_OrderFragment = {
  ...shipped,
  lifecycleStatus: 'DELIVERED',
  statusLabel: 'Delivered',
  deliveredOn: '2026-03-13',
  returnWindowEndsOn: '2026-03-20',
  canRequestReturn: true,
};

const payload = (
  name: 'cancelOrder' | 'requestOrderReturn',
  order: OrderTracking_OrderFragment | null,
  errors = [],
) => ({
  data: { [name]: { __typename: 'OrderLifecyclePayload', order, userErrors: errors } },
});

function renderTracking(order: OrderTracking_OrderFragment, mocks: ReadonlyArray<unknown> = []) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <OrderTracking order={order} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the order tracking view', () => {
  it('shows the status, the courier link, the expected day and the timeline with dates', () => {
    renderTracking(shipped);
    expect(screen.getByText('Shipped', { selector: '.order-status-badge' })).toBeInTheDocument();
    expect(screen.getByText('14-03-2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track with Blue Dart' })).toHaveAttribute(
      'href',
      'https://www.bluedart.com/track?awb=BD12345678',
    );
    const timeline = within(screen.getByRole('list'));
    expect(timeline.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Placed10-03-2026',
      'Packed10-03-2026',
      'Shipped11-03-2026',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request return / replacement' })).not.toBeInTheDocument();
  });

  it('cancels after the shopper confirms, and says so', async () => {
    const user = userEvent.setup();
    renderTracking(placed, [
      {
        request: { query: CancelMyOrderDocument, variables: { orderId: placed.orderId } },
        result: payload('cancelOrder', {
          ...placed,
          lifecycleStatus: 'CANCELLED',
          statusLabel: 'Cancelled',
          canCancel: false,
        }),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order' });
    // Keeping the order closes the dialog and changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your order is cancelled.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the cancel dialog", async () => {
    const user = userEvent.setup();
    renderTracking(placed, [
      {
        request: { query: CancelMyOrderDocument, variables: { orderId: placed.orderId } },
        result: payload('cancelOrder', null, [
          {
            __typename: 'UserError',
            field: null,
            message: 'This order has already shipped and can no longer be cancelled.',
            code: 'CANCEL_NOT_ALLOWED',
          },
        ] as never),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has already shipped and can no longer be cancelled.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('asks for a kind and a reason before a return request goes out, then sends it', async () => {
    const user = userEvent.setup();
    renderTracking(delivered, [
      {
        request: {
          query: RequestMyOrderReturnDocument,
          variables: { input: { orderId: delivered.orderId, kind: 'REPLACEMENT', reason: 'The strap broke' } },
        },
        result: payload('requestOrderReturn', {
          ...delivered,
          lifecycleStatus: 'RETURN_REQUESTED',
          canRequestReturn: false,
        }),
      },
    ]);
    expect(screen.getByText('You can ask for a return or replacement until 20-03-2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request return / replacement' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or replacement' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a return or a replacement.');

    await user.click(within(dialog).getByRole('radio', { name: 'Replacement' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell us the reason in 5 to 500 characters.');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The strap broke');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('We have your request. We will mail you about the pickup.'),
    );
  });
});
