import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail_ProductFragment } from '@/generated/graphql.ts';
import { ProductDetail } from './product-detail.tsx';

const money = (amount: number) => ({ amount, currencyCode: 'INR', formatted: `₹${amount.toLocaleString('en-IN')}` });

function watch(): ProductDetail_ProductFragment {
  return {
    id: '11',
    name: 'Pulse Watch',
    model: 'PW-100',
    categoryName: 'Smart Watches',
    categorySlug: 'smart-watches',
    path: '/product/smart-watches/pulse-watch/pw-100',
    imageUrl: '/images/products/11/1101/1.svg',
    shortDescriptionHtml: '<p>A watch.</p>',
    rating: 4.5,
    ratingCount: 10,
    discount: null,
    hasVariants: false,
    price: money(4999),
    compareAtPrice: null,
    variants: [],
    colors: [
      {
        id: '1101',
        name: 'Silver',
        code: '#c3c7cc',
        stock: 5,
        stockOptions: [{ size: null, stock: 5 }],
        straps: [
          {
            id: '71',
            color: 'Silver',
            code: '#c3c7cc',
            size: '22 mm',
            isDefault: true,
            imageUrl: '/images/straps/71.svg',
          },
          {
            id: '72',
            color: 'Coral Red',
            code: '#e05a47',
            size: '22 mm',
            isDefault: false,
            imageUrl: '/images/straps/72.svg',
          },
        ],
      },
    ],
    images: [
      { url: '/images/products/11/1101/1.svg', colorName: 'Silver' },
      { url: '/images/products/11/1101/2.svg', colorName: 'Silver' },
    ],
    highlights: [],
    addOns: [],
    offerProducts: [],
  };
}

function renderDetail(product: ProductDetail_ProductFragment) {
  const put = vi.fn(async () => null);
  render(
    <MockedProvider>
      <MemoryRouter>
        <ProductDetail product={product} onBuyNow={put} onAddToCart={put} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return put;
}

const mainPicture = () => screen.getByRole('img', { name: /picture 1 of/ });
const strapChoice = (name: string) =>
  within(screen.getByRole('group', { name: /Strap colour/ })).getByRole('radio', { name });

describe('the strap colour choice', () => {
  it("shows the chosen strap's picture first in the gallery, and the case's own views again for the default strap", async () => {
    renderDetail(watch());
    expect(mainPicture()).toHaveAttribute('src', '/images/products/11/1101/1.svg');
    expect(mainPicture()).toHaveAccessibleName('Pulse Watch in Silver, picture 1 of 2');

    await userEvent.click(strapChoice('Coral Red'));
    expect(mainPicture()).toHaveAttribute('src', '/images/straps/72.svg');
    expect(mainPicture()).toHaveAccessibleName('Pulse Watch in Silver with a Coral Red strap, picture 1 of 3');

    await userEvent.click(strapChoice('Silver'));
    expect(mainPicture()).toHaveAttribute('src', '/images/products/11/1101/1.svg');
  }, 30_000);
});

describe('the bundled offer', () => {
  const withDock = (): ProductDetail_ProductFragment => ({
    ...watch(),
    offerProducts: [
      {
        productId: '151',
        name: 'Aura Charging Dock',
        model: 'ACD-1',
        imageUrl: '/images/products/151/1511/1.svg',
        price: money(499),
      },
    ],
  });

  it('is a choice, unticked at first: the line goes to the cart without it', async () => {
    const put = renderDetail(withDock());
    const offer = screen.getByRole('checkbox', { name: 'Add Aura Charging Dock for ₹499' });
    expect(offer).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ pid: '11', offers: [] }), []);
  }, 30_000);

  it('sends the ticked offer with the line', async () => {
    const put = renderDetail(withDock());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add Aura Charging Dock for ₹499' }));
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({ pid: '11', offers: [{ id: '151', name: 'Aura Charging Dock', price: 499 }] }),
      [],
    );
  }, 30_000);
});
