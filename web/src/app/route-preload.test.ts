import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseFilterParams } from '@/features/catalog/lib/filter-params.ts';
import { categoryPageVariables, productPageVariables } from '@/features/catalog/lib/screen-variables.ts';

const stored = vi.hoisted(() => ({ partnerToken: null as string | null }));
vi.mock('@/lib/browser-storage.ts', () => ({ readStored: () => stored.partnerToken }));
// The screens' code is not loaded here: only that the preloader starts it.
const modules = vi.hoisted(() => ({
  home: vi.fn(async () => ({})),
  category: vi.fn(async () => ({})),
  product: vi.fn(async () => ({})),
  homeSections: vi.fn(async () => ({})),
}));
vi.mock('./route-modules.ts', () => ({
  homeModule: { module: null, load: modules.home },
  categoryModule: { module: null, load: modules.category },
  productModule: { module: null, load: modules.product },
}));
vi.mock('@/features/catalog/components/home/home-section-module.ts', () => ({
  homeSectionModule: { module: null, load: modules.homeSections },
}));

// A fresh route-preload.ts over the mocks: another file in this worker (isolate: false) may have
// loaded it already over the real modules. The files after this one get the real ones again.
vi.resetModules();
const { preloadRoute, screenPreload } = await import('./route-preload.ts');
afterAll(() => {
  vi.doUnmock('@/lib/browser-storage.ts');
  vi.doUnmock('./route-modules.ts');
  vi.doUnmock('@/features/catalog/components/home/home-section-module.ts');
  vi.resetModules();
});

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://shop.example');
  return { pathname, search };
};

function operationOf(document: unknown): string | undefined {
  return (document as { definitions: Array<{ kind: string; name?: { value: string } }> }).definitions.find(
    (d) => d.kind === 'OperationDefinition',
  )?.name?.value;
}

describe('screenPreload', () => {
  it('asks for the home screen at / and at /home (without a partner signed in)', () => {
    expect(screenPreload(at('/'))).toMatchObject({ operation: 'HomePage', variables: {} });
    expect(screenPreload(at('/home'))).toMatchObject({ operation: 'HomePage', variables: {} });
    stored.partnerToken = 'partner-token';
    try {
      // /home is then the partner portal's home, which the preloader leaves alone.
      expect(screenPreload(at('/home'))).toBeNull();
      expect(screenPreload(at('/'))).toMatchObject({ operation: 'HomePage' });
    } finally {
      stored.partnerToken = null;
    }
  });

  it("asks for a category with the filters and sort of its URL, as the screen's hook does", () => {
    const url = '/category/Smart-Watches?color=Midnight%20Black&lifestyle=Fitness&min=1000&sort=price-asc&page=2';
    const preload = screenPreload(at(url));
    expect(preload?.operation).toBe('CategoryPage');
    expect(preload?.variables).toEqual({
      slug: 'smart-watches',
      filter: { colors: ['Midnight Black'], lifestyles: ['Fitness'], minPrice: 1000 },
      sort: 'PRICE_ASC',
      page: 2,
    });
    const { search } = at(url);
    expect(preload?.variables).toEqual(
      categoryPageVariables('Smart-Watches', parseFilterParams(new URLSearchParams(search))),
    );
    expect(screenPreload(at('/category/headphones'))?.variables).toEqual({
      slug: 'headphones',
      filter: {},
      sort: 'FEATURED',
      page: 1,
    });
  });

  it('asks for a product by its route, lower-cased as the screen does', () => {
    const preload = screenPreload(at('/product/Smart-Rings/Aura-Ring-Gen-3/AR-300'));
    expect(preload?.operation).toBe('ProductPage');
    expect(preload?.variables).toEqual({
      categorySlug: 'smart-rings',
      nameSlug: 'aura-ring-gen-3',
      modelSlug: 'ar-300',
    });
    expect(preload?.variables).toEqual(
      productPageVariables({ category: 'Smart-Rings', name: 'Aura-Ring-Gen-3', model: 'AR-300' }),
    );
  });

  it('leaves every other screen alone', () => {
    for (const url of [
      '/category/productlist',
      '/checkoutpage',
      '/search?q=ring',
      '/orderlist',
      '/login',
      '/admin/orders',
      '/cp/earnings',
      '/product/only-two',
    ]) {
      expect(screenPreload(at(url)), url).toBeNull();
    }
  });

  it("starts the screen's code and answers its own query document", async () => {
    const home = screenPreload(at('/'))!;
    expect(operationOf(await home.load())).toBe('HomePage');
    expect(modules.home).toHaveBeenCalled();
    expect(modules.homeSections).toHaveBeenCalled();
    expect(operationOf(await screenPreload(at('/category/headphones'))!.load())).toBe('CategoryPage');
    expect(modules.category).toHaveBeenCalled();
    expect(operationOf(await screenPreload(at('/product/a/b/c'))!.load())).toBe('ProductPage');
    expect(modules.product).toHaveBeenCalled();
  });
});

describe('preloadRoute', () => {
  it('sends the screen query with its variables, once the document is there', async () => {
    const query = vi.fn(async () => ({ data: {} }));
    preloadRoute({ query } as never, at('/product/smart-rings/aura/ar-300'));
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    const [options] = query.mock.calls[0] as unknown as [{ query: unknown; variables: unknown }];
    expect(operationOf(options.query)).toBe('ProductPage');
    expect(options.variables).toEqual({ categorySlug: 'smart-rings', nameSlug: 'aura', modelSlug: 'ar-300' });
  });

  it('sends nothing for other screens, and a failed request is left to the screen', async () => {
    const query = vi.fn(async () => Promise.reject(new Error('offline')));
    preloadRoute({ query } as never, at('/orderlist'));
    preloadRoute({ query } as never, at('/'));
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(1));
  });
});
