import { describe, expect, it } from 'vitest';
import { absoluteUrl, categoryPath, paths, productListItemPath, productPath } from './paths.ts';

describe('storefront paths', () => {
  it('builds category and product paths from names by the slug rule', () => {
    expect(categoryPath('Smart Rings')).toBe('/category/smart-rings');
    expect(productPath({ categoryName: 'Smart Rings', name: 'Aura Ring  -  Gen 3', model: 'AR-300' })).toBe(
      '/product/smart-rings/aura-ring-gen-3/ar-300',
    );
    expect(productListItemPath({ categoryName: 'Smart Watches', model: 'VW 500' })).toBe(
      '/product/smart-watches/smart-watches/vw-500',
    );
  });

  it('encodes what a link carries and keeps the specs spelling of partner routes', () => {
    expect(paths.orderConfirmation.href('LUM2611230001')).toBe('/orderconfirmation/LUM2611230001');
    expect(paths.resetPassword.href('a b/c')).toBe('/reset-password?token=a%20b%2Fc');
    expect(paths.cp.forgotPassword.href('t1')).toBe('/cp/forgotpassword?token=t1');
    expect(paths.cp.join.href('tok')).toBe('/cp/join/tok');
    expect(paths.cp.shareCoupon.href()).toBe('/Cp/Coupon');
    expect(paths.admin.login.href('/admin/orders?page=2')).toBe('/admin/login?next=%2Fadmin%2Forders%3Fpage%3D2');
    expect(paths.admin.order.href('LUM2511020001')).toBe('/admin/orders/LUM2511020001');
    expect(paths.search.href('smart ring')).toBe('/search?q=smart+ring');
  });

  it('joins a public origin and a path with one slash', () => {
    expect(absoluteUrl('http://localhost:4000/', '/cp/join/x')).toBe('http://localhost:4000/cp/join/x');
    expect(absoluteUrl('https://shop.example', paths.orderConfirmation.href('X1'))).toBe(
      'https://shop.example/orderconfirmation/X1',
    );
  });
});
