import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProductEditor_ProductFragment } from '@/generated/graphql.ts';
import { AdminProductEditorSetStockDocument } from '@/generated/operations/admin-product-editor-set-stock.ts';
import { AdminProductEditorUpdateDocument } from '@/generated/operations/admin-product-editor-update.ts';
import { ProductEditor } from './product-editor.tsx';

const money = (amount: number, formatted: string) => ({ __typename: 'Money' as const, amount, formatted });

const product = {
  __typename: 'AdminProduct',
  id: '501',
  name: 'Tempo Buds Sport',
  model: 'TB-S1',
  categoryName: 'True Wireless Stereo',
  path: '/product/true-wireless-stereo/tempo-buds-sport/tb-s1',
  listPrice: money(5999, '₹5,999'),
  salePrice: money(3999, '₹3,999'),
  listed: true,
  descriptionHtml: '<p>Sport buds.</p>',
  hasSizes: false,
  lowStockUnits: 5,
  colors: [
    {
      __typename: 'AdminProductColor',
      id: '5011',
      name: 'Lime',
      code: '#a3e635',
      stock: [{ __typename: 'AdminStockLevel', size: '', units: 12, lowStock: false }],
    },
  ],
} as unknown as AdminProductEditor_ProductFragment;

const userError = (field: string, message: string, code: string) => ({
  __typename: 'UserError' as const,
  field: ['input', field],
  message,
  code,
});

function renderEditor(mocks: MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <ProductEditor product={product} />
    </MockedProvider>,
  );
}

describe('the product editor', () => {
  it('refuses a sale price above the list price beside the box, keeping what was typed, without a request', async () => {
    renderEditor();
    const sale = screen.getByLabelText('Sale price (₹)');
    await userEvent.clear(sale);
    await userEvent.type(sale, '6500');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The sale price cannot be above the list price.');
    expect((sale as HTMLInputElement).value).toBe('6500');
    expect(sale.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal beside its field and says when prices are saved', async () => {
    const refused = {
      request: {
        query: AdminProductEditorUpdateDocument,
        variables: { input: { id: '501', listPrice: 5999, salePrice: 3499.5 } },
      },
      result: {
        data: {
          adminUpdateProduct: {
            __typename: 'AdminProductPayload',
            product: null,
            userErrors: [userError('listPrice', 'Enter a price of at most ₹1,00,00,000.', 'PRICE_INVALID')],
          },
        },
      },
    };
    const saved = {
      request: {
        query: AdminProductEditorUpdateDocument,
        variables: { input: { id: '501', listPrice: 5999, salePrice: 3499.5 } },
      },
      result: {
        data: {
          adminUpdateProduct: {
            __typename: 'AdminProductPayload',
            product: { ...product, salePrice: money(3499.5, '₹3,499.50') },
            userErrors: [],
          },
        },
      },
    };
    renderEditor([refused, saved]);
    const sale = screen.getByLabelText('Sale price (₹)');
    await userEvent.clear(sale);
    await userEvent.type(sale, '3,499.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a price of at most ₹1,00,00,000.');
    expect(screen.getByLabelText('List price (₹)').getAttribute('aria-invalid')).toBe('true');
    expect((sale as HTMLInputElement).value).toBe('3,499.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Prices saved. The shop shows them now.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a changed stock box and refuses units below zero beside the box', async () => {
    const set = {
      request: {
        query: AdminProductEditorSetStockDocument,
        variables: { input: { productId: '501', colorId: '5011', size: '', units: 3 } },
      },
      result: {
        data: {
          adminSetStock: {
            __typename: 'AdminProductPayload',
            product: {
              ...product,
              colors: [
                {
                  ...product.colors[0]!,
                  stock: [{ __typename: 'AdminStockLevel', size: '', units: 3, lowStock: true }],
                },
              ],
            },
            userErrors: [],
          },
        },
      },
    };
    renderEditor([set]);
    const units = screen.getByLabelText('Units, Lime');
    await userEvent.clear(units);
    await userEvent.type(units, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of Lime' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter whole units from 0 to 1,00,000.');
    await userEvent.clear(units);
    await userEvent.type(units, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of Lime' }));
    expect(await screen.findByText('Stock of Lime saved.')).toBeTruthy();
  });
});
