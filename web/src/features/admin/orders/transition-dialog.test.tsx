import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminTransitionOrdersInput } from '@/generated/graphql.ts';
import { AdminOrderTransitionDocument } from '@/generated/operations/admin-order-transition.ts';
import { TransitionDialog } from './transition-dialog.tsx';

// jsdom has no modal dialogs: showModal and close toggle `open` and fire `close`, as a browser does.
beforeAll(() => {
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});

const ONE = 'LUM2611230001';
const TWO = 'LUM2611230002';

function answer(input: AdminTransitionOrdersInput, payload: object): MockedResponse {
  return {
    request: { query: AdminOrderTransitionDocument, variables: { input } },
    result: { data: { adminTransitionOrders: { __typename: 'AdminTransitionOrdersPayload', ...payload } } },
  };
}

function renderDialog(orderIds: string[], to: 'SHIPPED' | 'PACKED', mocks: MockedResponse[] = []) {
  const onDone = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <TransitionDialog to={to} orderIds={orderIds} onClose={() => {}} onDone={onDone} />
    </MockedProvider>,
  );
  return onDone;
}

describe('the ship dialog', () => {
  it("checks each AWB number with the lifecycle's rule before anything is sent", async () => {
    const onDone = renderDialog([ONE, TWO], 'SHIPPED');
    expect(screen.getByRole('heading', { name: 'Ship: 2 orders' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Courier' }), 'Blue Dart');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking link' }), 'https://bluedart.example.com/t');
    await userEvent.type(screen.getByRole('textbox', { name: `AWB number of ${ONE}` }), 'BD111222333');
    await userEvent.type(screen.getByRole('textbox', { name: `AWB number of ${TWO}` }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(screen.getByRole('textbox', { name: `AWB number of ${TWO}` })).toHaveAccessibleDescription(
      'The AWB number must be 6 to 30 letters or digits.',
    );
    expect(screen.getByRole('textbox', { name: `AWB number of ${ONE}` })).not.toHaveAttribute('aria-invalid');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('ships several orders with one courier and reports the ones refused', async () => {
    const input: AdminTransitionOrdersInput = {
      orderIds: [ONE, TWO],
      to: 'SHIPPED',
      courierName: 'Blue Dart',
      trackingUrl: 'https://bluedart.example.com/t',
      shipments: [
        { orderId: ONE, awbNumber: 'BD111222333' },
        { orderId: TWO, awbNumber: 'BD444555666' },
      ],
    };
    const onDone = renderDialog([ONE, TWO], 'SHIPPED', [
      answer(input, {
        results: [
          { __typename: 'AdminOrderTransitionResult', orderId: ONE, ok: true, status: 'SHIPPED' },
          { __typename: 'AdminOrderTransitionResult', orderId: TWO, ok: false, status: null },
        ],
        userErrors: [
          {
            __typename: 'UserError',
            field: ['orderIds', TWO],
            message: 'This order cannot move to that status now.',
            code: 'TRANSITION_NOT_ALLOWED',
          },
        ],
      }),
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Courier' }), 'Blue Dart');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking link' }), 'https://bluedart.example.com/t');
    await userEvent.type(screen.getByRole('textbox', { name: `AWB number of ${ONE}` }), 'BD111222333');
    await userEvent.type(screen.getByRole('textbox', { name: `AWB number of ${TWO}` }), 'BD444555666');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        summary: '1 of 2 orders shipped.',
        problems: [`${TWO}: This order cannot move to that status now.`],
      }),
    );
  });
});

describe('the ship dialog with a courier per order', () => {
  it("sends each order's own courier, link and AWB number", async () => {
    const input: AdminTransitionOrdersInput = {
      orderIds: [ONE, TWO],
      to: 'SHIPPED',
      shipments: [
        {
          orderId: ONE,
          courierName: 'Blue Dart',
          awbNumber: 'BD111222333',
          trackingUrl: 'https://bluedart.example.com/t',
        },
        {
          orderId: TWO,
          courierName: 'Delhivery',
          awbNumber: 'DL444555666',
          trackingUrl: 'https://delhivery.example.com/t',
        },
      ],
    };
    const onDone = renderDialog([ONE, TWO], 'SHIPPED', [
      answer(input, {
        results: [
          { __typename: 'AdminOrderTransitionResult', orderId: ONE, ok: true, status: 'SHIPPED' },
          { __typename: 'AdminOrderTransitionResult', orderId: TWO, ok: true, status: 'SHIPPED' },
        ],
        userErrors: [],
      }),
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Each order has its own courier and tracking link' }));
    expect(screen.queryByRole('textbox', { name: 'Courier' })).toBeNull();
    const fill = async (label: string, value: string) =>
      userEvent.type(screen.getByRole('textbox', { name: label }), value);
    await fill(`Courier of ${ONE}`, 'Blue Dart');
    await fill(`Tracking link of ${ONE}`, 'https://bluedart.example.com/t');
    await fill(`AWB number of ${ONE}`, 'BD111222333');
    await fill(`Courier of ${TWO}`, 'Delhivery');
    await fill(`Tracking link of ${TWO}`, 'https://delhivery.example.com/t');
    await fill(`AWB number of ${TWO}`, 'DL444555666');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith({ summary: '2 orders shipped.', problems: [] }));
  });
});

describe('a move of one order', () => {
  it('stays open with the refusal when the order cannot move now', async () => {
    const onDone = renderDialog([ONE], 'PACKED', [
      answer(
        { orderIds: [ONE], to: 'PACKED' },
        {
          results: [{ __typename: 'AdminOrderTransitionResult', orderId: ONE, ok: false, status: null }],
          userErrors: [
            {
              __typename: 'UserError',
              field: ['orderIds', ONE],
              message: 'This order was changed by someone else just now. Please reload it and try again.',
              code: 'ORDER_CHANGED',
            },
          ],
        },
      ),
    ]);
    expect(screen.getByRole('heading', { name: `Mark packed: order ${ONE}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order was changed by someone else just now. Please reload it and try again.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
