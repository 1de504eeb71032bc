import { describe, expect, it } from 'vitest';
import { firstInHead, isClientRoute } from './web-client.ts';

describe('isClientRoute', () => {
  it('accepts the client routes', () => {
    expect(isClientRoute('GET', '/', undefined)).toBe(true);
    expect(isClientRoute('GET', '/category/smart-rings', '*/*')).toBe(true);
    expect(isClientRoute('GET', '/product/smart-rings/aura-ring-gen-3/ar-300?x=1', 'text/html')).toBe(true);
    expect(isClientRoute('HEAD', '/cp/dashboard', undefined)).toBe(true);
  });

  it('leaves GraphQL, images, assets and other methods to the server', () => {
    expect(isClientRoute('GET', '/graphql', 'text/html')).toBe(false);
    expect(isClientRoute('GET', '/images/products/1.svg', 'text/html')).toBe(false);
    expect(isClientRoute('GET', '/assets/missing.js', '*/*')).toBe(false);
    expect(isClientRoute('POST', '/checkoutpage', 'text/html')).toBe(false);
  });

  it('treats a missing file as a file unless a browser navigates to it', () => {
    expect(isClientRoute('GET', '/favicon.ico', 'image/*')).toBe(false);
    expect(isClientRoute('GET', '/product/watches/nova/nw-2.0', 'text/html,application/xhtml+xml')).toBe(true);
  });
});

describe('firstInHead', () => {
  it('puts a tag first in <head>, or after the doctype of a page without one', () => {
    expect(firstInHead('<!doctype html><html><head lang="x"><title>t</title></head>', '<link>')).toBe(
      '<!doctype html><html><head lang="x"><link><title>t</title></head>',
    );
    expect(firstInHead('<!doctype html><title>t</title>', '<link>')).toBe('<!doctype html><link><title>t</title>');
    expect(firstInHead('<title>t</title>', '<link>')).toBe('<link><title>t</title>');
  });
});
