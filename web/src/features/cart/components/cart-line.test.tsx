import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CartPanel_QueryFragmentDoc } from '@/generated/graphql.ts';
import { IncreaseCartLineDocument } from '@/generated/operations/increase-cart-line.ts';
import { useCustomerCartView } from '@/features/cart/use-cart-view.ts';
import { CartLines } from './cart-lines.tsx';

const money = (formatted: string) => ({ __typename: 'Money', formatted });

/** The customer's server cart as the gateway answers it: one line of earbuds. */
function serverCart(quantity: number, maxQuantityPerLine: number, unitsLeft: number | null = 40) {
  return {
    __typename: 'Cart',
    count: quantity,
    maxQuantityPerLine,
    subtotal: money(`₹${2999 * quantity}`),
    lines: [
      {
        __typename: 'CartLine',
        id: '301-3013--0',
        productId: '301',
        colorId: '3013',
        name: 'Nimbus Buds 2',
        model: 'NB-200',
        colorName: 'Ocean Blue',
        size: null,
        strapId: null,
        strapColor: null,
        imageUrl: '/images/products/301/3013/1.svg',
        path: '/product/true-wireless-stereo/nimbus-buds-2/nb-200',
        quantity,
        unitPrice: money('₹2,999'),
        lineTotal: money(`₹${2999 * quantity}`),
        maxQuantity: Math.min(maxQuantityPerLine, unitsLeft ?? maxQuantityPerLine),
        unitsLeft,
        offerProducts: [],
      },
    ],
  };
}

function CustomerCart() {
  return <CartLines cart={useCustomerCartView()} />;
}

/** The drawer's lines of a customer whose cart the screen query brought (ROOT_QUERY.cart). */
function renderCart(cart: ReturnType<typeof serverCart>, mocks: ReadonlyArray<Record<string, unknown>> = []) {
  const cache = new InMemoryCache();
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: CartPanel_QueryFragmentDoc,
    fragmentName: 'CartPanel_query',
    data: { cart } as never,
  });
  render(
    <MockedProvider cache={cache} mocks={mocks as never}>
      <MemoryRouter>
        <CustomerCart />
      </MemoryRouter>
    </MockedProvider>,
  );
  return within(screen.getByRole('listitem', { name: 'Nimbus Buds 2 NB-200' }));
}

describe("the cart line's quantity, limited by the server's maxQuantityPerLine", () => {
  it("stops + at 5 with the spec's 'Max 5 items Allowed', asking the server nothing", async () => {
    const user = userEvent.setup();
    const line = renderCart(serverCart(5, 5));

    expect(line.getByRole('status', { name: 'Quantity' })).toHaveTextContent('5');
    await user.click(line.getByRole('button', { name: 'Increase quantity' }));

    expect(line.getByRole('alert')).toHaveTextContent(/^Max 5 items Allowed$/);
    expect(line.getByRole('status', { name: 'Quantity' })).toHaveTextContent('5');
  });

  it('follows another server value: with 3, one more unit goes to the server, then + stops', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({
      data: {
        increaseCartLine: { __typename: 'CartPayload', cart: serverCart(3, 3), userErrors: [] },
      },
    }));
    const increase = {
      request: {
        query: IncreaseCartLineDocument,
        variables: { input: { productId: '301', colorId: '3013', size: null, strapId: null } },
      },
      result,
    };
    const line = renderCart(serverCart(2, 3), [increase]);

    await user.click(line.getByRole('button', { name: 'Increase quantity' }));
    expect(await line.findByText('₹8997')).toBeInTheDocument();
    expect(line.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(line.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Increase quantity' }));
    expect(line.getByRole('alert')).toHaveTextContent(/^Max 3 items Allowed$/);
    expect(result).toHaveBeenCalledTimes(1);
  });
});

describe("the cart line's quantity, limited by the stock left", () => {
  it('says how few are left and stops + there with the stock message, asking the server nothing', async () => {
    const user = userEvent.setup();
    const line = renderCart(serverCart(2, 5, 2));

    expect(line.getByText('Only 2 left in stock.')).toBeInTheDocument();
    await user.click(line.getByRole('button', { name: 'Increase quantity' }));

    expect(line.getByRole('alert')).toHaveTextContent(/^Only 2 left in stock, and all of them are in your cart\.$/);
    expect(line.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
  });

  it('asks to lower a line holding more than is left', () => {
    const line = renderCart(serverCart(3, 5, 1));
    expect(line.getByText('Only 1 left in stock: please lower the quantity.')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });
});
