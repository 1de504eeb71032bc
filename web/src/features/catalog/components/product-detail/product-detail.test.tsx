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

function ring(): ProductDetail_ProductFragment {
  const base = watch();
  return {
    ...base,
    id: '101',
    name: 'Aura Ring Gen 3',
    model: 'AR-300',
    categoryName: 'Smart Rings',
    colors: [
      {
        id: '1011',
        name: 'Midnight Black',
        code: '#1b1b1f',
        stock: 4,
        stockOptions: [
          { size: '8', stock: 4 },
          { size: '9', stock: 0 },
        ],
        straps: [],
      },
    ],
    images: [{ url: '/images/products/101/1011/1.svg', colorName: 'Midnight Black' }],
  };
}

type OutOfStock = (option: { colorId: string; colorName: string; size: string }) => React.ReactNode;

function renderDetail(product: ProductDetail_ProductFragment, outOfStock?: OutOfStock) {
  const put = vi.fn(async () => null);
  render(
    <MockedProvider>
      <MemoryRouter>
        <ProductDetail product={product} onBuyNow={put} onAddToCart={put} outOfStock={outOfStock} />
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

describe('an out-of-stock ring size', () => {
  it('can be chosen, says so in its name, hides the buttons and offers the alert for that size', async () => {
    renderDetail(ring(), (option) => <p>{`Alert form for ${option.colorName}, size ${option.size}`}</p>);
    const sizes = within(screen.getByRole('group', { name: 'Size' }));
    expect(sizes.getByRole('radio', { name: '8' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.queryByText(/Alert form/)).toBeNull();

    const nine = sizes.getByRole('radio', { name: '9 (out of stock)' });
    expect(nine).toBeEnabled();
    await userEvent.click(nine);
    expect(nine).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText('Alert form for Midnight Black, size 9')).toBeInTheDocument();

    await userEvent.click(sizes.getByRole('radio', { name: '8' }));
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.queryByText(/Alert form/)).toBeNull();
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
