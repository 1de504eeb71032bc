import { describe, expect, it } from 'vitest';
import { categoryPageBody } from './client.ts';
import { normalizeProductQuery } from './rules.ts';
import {
  categoryFiltersSchema,
  categoryListSchema,
  deliveryDaysSchema,
  productDetailListSchema,
  productItemListSchema,
  productListSchema,
  seoSchema,
  stockListSchema,
  strapListSchema,
  variantListSchema,
} from './mapping.ts';

/** The contract's sample (upstream/README.md), full shape. */
const detailPayload = {
  product_id: 101,
  producT_NAME: 'Aura Ring Gen 3',
  producT_MODEL: 'AR-300',
  category_id: 1,
  category_name: 'Smart Rings',
  product_Price: 24999,
  sale_Price: 17999,
  sale_Discount: '28%',
  currency: 'INR',
  rating: 4.5,
  ratingcount: 1234,
  product_description_30: '<p>Titanium smart ring ...</p>',
  product_varients: 1,
  lifestyle: ['Fitness', 'Sleep'],
  product_Color: [{ color_id: 1011, color_name: 'Midnight Black', color_code: '#1b1b1f', stock: 12 }],
  images: [{ pro_Image: '/images/products/101/1011/1.svg' }],
  _Details_Images: [{ pro_Image: '/images/products/101/1011/1.svg', color_name: 'Midnight Black' }],
  _Collage_Details_Pages: [{ productColor: 'Midnight Black', productImage: '/images/highlights/101/1011/1.svg' }],
  background_info: '<h3>About</h3><p>...</p>',
  product_Banner: '/images/banners/product-101.svg',
  offerProduct: [
    {
      product_id: 150,
      producT_NAME: 'Aura Charging Dock',
      producT_MODEL: 'AR-DOCK',
      price: 499,
      pro_Image: '/images/products/150/1501/1.svg',
    },
  ],
  _Reviews: [
    {
      review_id: 1,
      reviewer_name: 'Priya S.',
      rating: 5,
      title: 'Great',
      comment: 'Love it',
      review_date: '2026-09-14',
    },
  ],
};

const {
  _Details_Images,
  _Collage_Details_Pages,
  background_info,
  product_Banner,
  offerProduct,
  _Reviews,
  ...listPayload
} = detailPayload;

describe('product schemas', () => {
  it('parses the full shape and renames it to the Product model', () => {
    const [product] = productDetailListSchema.parse([detailPayload]);
    expect(product).toEqual({
      id: 101,
      name: 'Aura Ring Gen 3',
      model: 'AR-300',
      categoryId: 1,
      categoryName: 'Smart Rings',
      price: 17999,
      listPrice: 24999,
      discount: '28%',
      currencyCode: 'INR',
      rating: 4.5,
      ratingCount: 1234,
      shortDescriptionHtml: '<p>Titanium smart ring ...</p>',
      hasVariants: true,
      lifestyles: ['Fitness', 'Sleep'],
      colors: [{ productId: 101, id: 1011, name: 'Midnight Black', code: '#1b1b1f', stock: 12 }],
      coverImages: ['/images/products/101/1011/1.svg'],
      detail: {
        galleryImages: [{ url: '/images/products/101/1011/1.svg', colorName: 'Midnight Black' }],
        highlights: [{ url: '/images/highlights/101/1011/1.svg', colorName: 'Midnight Black' }],
        backgroundInfoHtml: '<h3>About</h3><p>...</p>',
        bannerUrl: '/images/banners/product-101.svg',
        offerProducts: [
          {
            productId: 150,
            name: 'Aura Charging Dock',
            model: 'AR-DOCK',
            imageUrl: '/images/products/150/1501/1.svg',
            price: 499,
            currencyCode: 'INR',
          },
        ],
        reviews: [{ id: 1, author: 'Priya S.', rating: 5, title: 'Great', body: 'Love it', date: '2026-09-14' }],
      },
    });
    expect(JSON.stringify(product)).not.toMatch(/producT_NAME|sale_Price/);
  });

  it('parses the list shape without detail and treats an empty discount as none', () => {
    const [product] = productListSchema.parse([{ ...listPayload, sale_Discount: '', product_varients: 0 }]);
    expect(product?.detail).toBeNull();
    expect(product?.discount).toBeNull();
    expect(product?.hasVariants).toBe(false);
  });

  it('rejects a payload that breaks the contract', () => {
    expect(productListSchema.safeParse([{ ...listPayload, sale_Price: '17999' }]).success).toBe(false);
    expect(productDetailListSchema.safeParse([listPayload]).success).toBe(false);
  });
});

describe('catalog side schemas', () => {
  it('renames categories, SEO and filters', () => {
    expect(categoryListSchema.parse([{ id: 3, name: 'True Wireless Stereo' }])).toEqual([
      { id: 3, name: 'True Wireless Stereo', slug: 'true-wireless-stereo' },
    ]);
    expect(seoSchema.parse({ pageTitle: 'T', pageDescription: 'D', pageKeywords: 'K' })).toEqual({
      title: 'T',
      description: 'D',
      keywords: 'K',
    });
    expect(
      categoryFiltersSchema.parse({
        categories: [{ id: 3, name: 'Fitness', count: 5 }],
        filters: {
          colors: ['Midnight Black'],
          lifestyle: ['Fitness'],
          productColor: [{ color_name: 'Midnight Black', color_code: '#1b1b1f', count: 4 }],
          priceRange: { min: 1499, max: 29999 },
        },
      }),
    ).toEqual({
      lifestyles: [{ value: 'Fitness', count: 5 }],
      colors: [{ name: 'Midnight Black', code: '#1b1b1f', count: 4 }],
      priceRange: { min: 1499, max: 29999 },
    });
  });

  it('maps stock sizes only when sizes apply, and strap defaults', () => {
    expect(
      stockListSchema.parse([
        { stock: 4, size: '8', issize: 1 },
        { stock: 12, size: '', issize: 0 },
      ]),
    ).toEqual([
      { size: '8', stock: 4 },
      { size: null, stock: 12 },
    ]);
    expect(
      strapListSchema.parse([{ id: 7, strapColor: 'Sand', colorCode: '#c2b280', size: 'M', default: 1, image: '' }]),
    ).toEqual([{ id: 7, color: 'Sand', code: '#c2b280', size: 'M', isDefault: true, imageUrl: null }]);
    expect(
      strapListSchema.parse([
        { id: 8, strapColor: 'Lavender', colorCode: '#b4a7d6', size: 'S', default: 0, image: '/images/straps/8.svg' },
      ]),
    ).toEqual([
      { id: 8, color: 'Lavender', code: '#b4a7d6', size: 'S', isDefault: false, imageUrl: '/images/straps/8.svg' },
    ]);
  });

  it('renames variants, list items and delivery answers', () => {
    expect(
      variantListSchema.parse([
        {
          product_id: 102,
          product_name: 'Aura Ring Gen 3 Pro',
          txT_MODEL: 'AR-300P',
          maiN_PRODUCT_HEADING: 'Pro',
          sale_Discount: null,
          currency: 'INR',
          sale_Price: 21999,
          product_Price: 21999,
          category_name: 'Smart Rings',
        },
      ])[0],
    ).toMatchObject({ productId: 102, name: 'Aura Ring Gen 3 Pro', model: 'AR-300P', heading: 'Pro', discount: null });
    expect(
      productItemListSchema.parse([
        {
          _id: 101,
          producT_NAME: 'Aura Ring Gen 3',
          category: 'Smart Rings',
          txt_Model: 'AR-300',
          productImage: '/images/p.svg',
          product_Color: [{ color_code: '#1b1b1f', color_name: 'Midnight Black' }],
          currency: 'INR',
          sale_price: 17999,
          price: 24999,
          sale_Discount: '28%',
        },
        // A product without a name of its own, a colour without a name.
        {
          _id: 102,
          producT_NAME: ' ',
          category: 'Smart Rings',
          txt_Model: 'AR-200',
          productImage: '/images/q.svg',
          product_Color: [{ color_code: '#c0c0c0', color_name: '' }],
          currency: 'INR',
          sale_price: 9999,
          price: 9999,
          sale_Discount: '',
        },
      ]),
    ).toEqual([
      {
        id: 101,
        name: 'Aura Ring Gen 3',
        categoryName: 'Smart Rings',
        model: 'AR-300',
        imageUrl: '/images/p.svg',
        colorCodes: ['#1b1b1f'],
        colors: [{ code: '#1b1b1f', name: 'Midnight Black' }],
        price: 17999,
        listPrice: 24999,
        discount: '28%',
        currencyCode: 'INR',
      },
      {
        id: 102,
        name: null,
        categoryName: 'Smart Rings',
        model: 'AR-200',
        imageUrl: '/images/q.svg',
        colorCodes: ['#c0c0c0'],
        colors: [{ code: '#c0c0c0', name: null }],
        price: 9999,
        listPrice: 9999,
        discount: null,
        currencyCode: 'INR',
      },
    ]);
    expect(deliveryDaysSchema.parse([{ d_days: '3-5 Days' }])).toBe('3-5 Days');
    expect(deliveryDaysSchema.parse([{ d_days: ' 2-4 Days ' }])).toBe('2-4 Days');
    expect(deliveryDaysSchema.parse([])).toBeNull();
    expect(deliveryDaysSchema.parse([{ d_days: ' ' }])).toBeNull();
    expect(deliveryDaysSchema.parse([{ d_days: 'No delivery at this pincode' }])).toBeNull();
  });
});

describe('categoryPageBody', () => {
  it('sends only the filters that are set, in upstream names', () => {
    expect(categoryPageBody(normalizeProductQuery(1))).toEqual({ cat_id: 1 });
    expect(
      categoryPageBody(normalizeProductQuery(1, { lifestyles: ['Sleep'], colors: ['Red'], maxPrice: 5000 })),
    ).toEqual({
      cat_id: 1,
      lifestyle: ['Sleep'],
      colors: ['Red'],
      priceRange: { min: 0, max: 5000 },
    });
  });
});
