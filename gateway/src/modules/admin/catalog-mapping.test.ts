import { describe, expect, it } from 'vitest';
import { toMoney } from '@shop/commerce/money';
import type {
  AdminProductAnswer,
  CategoryBannerAnswer,
  CouponBody,
  LowStockAnswer,
  ProductListAnswer,
} from '../../generated/upstream/types.gen.ts';
import {
  categoryBannersSchema,
  couponPageSchema,
  createdCouponSchema,
  lowStockSchema,
  offerBannerSchema,
  productPageSchema,
  productSchema,
} from './catalog-mapping.ts';

const productFields = {
  id: 101,
  name: 'Aura Ring Gen 3',
  model: 'AR-300',
  categoryId: 1,
  categoryName: 'Smart Rings',
  listPrice: 24999,
  salePrice: 17999,
  currency: 'INR',
  isListed: true,
};

const coupon = {
  id: 7,
  code: 'DIWALI10',
  description: 'Festive ten percent',
  percent: 10,
  productId: null,
  productName: null,
  categoryId: 1,
  categoryName: 'Smart Rings',
  validFrom: '2025-10-01',
  validTo: '2025-11-15',
  email: null,
  maxUses: 100,
  uses: 100,
  source: 'shop',
  state: 'usedUp',
  createdAt: '2025-09-20T08:00:00.000Z',
  recentOrders: [
    {
      orderId: 'LUM2511020001',
      orderDate: '2025-11-02T10:15:00.000Z',
      customerName: 'Priya Raman',
      customerEmail: 'priya@example.com',
      amount: 16199,
    },
  ],
} satisfies CouponBody;

describe('products', () => {
  it('gives a list row Money in its currency, its shop path and `listed`', () => {
    const page = productPageSchema.parse({
      items: [{ ...productFields, units: 3, lowStock: true }],
      total: 1,
    } satisfies ProductListAnswer);
    expect(page).toEqual({
      total: 1,
      items: [
        {
          id: 101,
          name: 'Aura Ring Gen 3',
          model: 'AR-300',
          categoryId: 1,
          categoryName: 'Smart Rings',
          units: 3,
          lowStock: true,
          listed: true,
          listPrice: toMoney(24999, 'INR'),
          salePrice: toMoney(17999, 'INR'),
          path: '/product/smart-rings/aura-ring-gen-3/ar-300',
        },
      ],
    });
    expect(page.items[0]).not.toHaveProperty('isListed');
    expect(page.items[0]).not.toHaveProperty('currency');
  });

  it("keeps a product's colours and stock as upstream answers them", () => {
    const answer = {
      ...productFields,
      isListed: false,
      descriptionHtml: '<p>Titanium</p>',
      hasSizes: true,
      lowStockUnits: 5,
      colors: [{ id: 1011, name: 'Midnight Black', code: '#1b1b1f', stock: [{ size: '8', units: 2, lowStock: true }] }],
    } satisfies AdminProductAnswer;
    const product = productSchema.parse(answer);
    expect(product).toMatchObject({ listed: false, hasSizes: true, lowStockUnits: 5, colors: answer.colors });
    expect(productSchema.safeParse({ ...answer, salePrice: '17999' }).success).toBe(false);
  });

  it('names a low-stock row `listed`', () => {
    const answer = {
      threshold: 5,
      total: 1,
      items: [
        {
          productId: 101,
          name: 'Aura Ring Gen 3',
          model: 'AR-300',
          isListed: true,
          colorId: 1011,
          colorName: 'Midnight Black',
          size: '8',
          units: 2,
        },
      ],
    } satisfies LowStockAnswer;
    const { isListed, ...row } = answer.items[0]!;
    expect(lowStockSchema.parse(answer)).toEqual({ threshold: 5, total: 1, items: [{ ...row, listed: isListed }] });
  });
});

describe('coupons', () => {
  it('gives the state as the enum and a recent order its number, date and Money', () => {
    expect(couponPageSchema.parse({ items: [coupon], total: 1 })).toEqual({
      total: 1,
      items: [
        {
          ...coupon,
          state: 'USED_UP',
          recentOrders: [
            {
              orderNumber: 'LUM2511020001',
              placedAt: '2025-11-02T10:15:00.000Z',
              customerName: 'Priya Raman',
              customerEmail: 'priya@example.com',
              amount: toMoney(16199, 'INR'),
            },
          ],
        },
      ],
    });
    expect(createdCouponSchema.parse({ ...coupon, state: 'upcoming', recentOrders: [] }).state).toBe('UPCOMING');
  });

  it('refuses a state upstream does not declare', () => {
    expect(createdCouponSchema.safeParse({ ...coupon, state: 'expired' }).success).toBe(false);
  });
});

describe('banners', () => {
  it('answers the offer texts as a list and the category banners as nodes with the image choices', () => {
    const offers = [{ id: 1, html: '<b>10% off</b>', position: 1 }];
    expect(offerBannerSchema.parse({ items: offers })).toEqual(offers);
    const banners = {
      imageChoices: ['/images/banners/rings.svg'],
      items: [
        {
          id: 3,
          categoryId: 1,
          categoryName: 'Smart Rings',
          position: 1,
          imageUrl: '/images/banners/rings.svg',
          ownImageUrl: '',
          altText: 'Rings',
          headline: 'Rings',
          tagline: 'Wear it',
        },
      ],
    } satisfies CategoryBannerAnswer;
    expect(categoryBannersSchema.parse(banners)).toEqual({ nodes: banners.items, imageChoices: banners.imageChoices });
  });
});
