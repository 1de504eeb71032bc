// Contract of the generated pictures: every image URL the catalog hands out is served as SVG, with
// its version (a hash of the drawing) as ETag: cached for good when asked for by that version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { CategoryBanner, ProductFull, StrapOption } from './contract.ts';
import { expectError, getOk, request } from './http.ts';

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream?.close());

async function expectSvg(path: string): Promise<string> {
  const answer = await request(`${upstream.url}${path}`);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  expect(answer.headers.get('etag')).toMatch(/^"[\w-]{12}"$/);
  expect(answer.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(answer.text).not.toMatch(/<script|javascript:|on[a-z]+=/i);
  return answer.text;
}

describe('product pictures', () => {
  it('serves every gallery, highlight and banner URL of a product page', async () => {
    const [watch] = await getOk(`${upstream.url}/api/Product/Product_details_Modal?modal=VW-500`, z.array(ProductFull));
    const urls = [
      ...watch!.images.map((i) => i.pro_Image),
      ...watch!._Details_Images.map((i) => i.pro_Image),
      ...watch!._Collage_Details_Pages.map((i) => i.productImage),
      watch!.product_Banner,
      ...watch!.offerProduct.map((o) => o.pro_Image),
    ];
    for (const url of urls) await expectSvg(url);
  });

  it("fills the drawing with the colour's code and varies the views", async () => {
    const [ring] = await getOk(`${upstream.url}/api/Product/Product_details_Modal?modal=AR-300`, z.array(ProductFull));
    const colour = ring!.product_Color[1]!;
    const first = await expectSvg(`/images/products/${ring!.product_id}/${colour.color_id}/1.svg`);
    const second = await expectSvg(`/images/products/${ring!.product_id}/${colour.color_id}/2.svg`);
    expect(first).toContain(colour.color_code.toLowerCase());
    expect(first).not.toBe(second);
  });

  it('answers 404 for unknown products, colours or views and 400 for malformed ids', async () => {
    await expectError(request(`${upstream.url}/images/products/999999/1/1.svg`), 404);
    await expectError(request(`${upstream.url}/images/products/101/9999/1.svg`), 404);
    await expectError(request(`${upstream.url}/images/products/101/1011/99.svg`), 404);
    await expectError(request(`${upstream.url}/images/highlights/101/1011/99.svg`), 404);
    await expectError(request(`${upstream.url}/images/products/abc/1011/1.svg`), 400);
  });
});

describe('strap pictures', () => {
  it("draws the watch in its case colour on each strap option's colour", async () => {
    const [watch] = await getOk(`${upstream.url}/api/Product/Product_details_Modal?modal=VW-500`, z.array(ProductFull));
    const colour = watch!.product_Color[0]!;
    const straps = await getOk(
      `${upstream.url}/api/Product/Extra_strap_color?p_id=${watch!.product_id}&colorid=${colour.color_id}`,
      z.array(StrapOption),
    );
    const other = straps.find((s) => s.default === 0)!;
    expect(other.image).toBe(`/images/straps/${other.id}.svg`);
    const picture = await expectSvg(other.image);
    expect(picture).toContain(`with a ${other.strapColor} strap`);
    expect(picture).toContain(`fill="${other.colorCode.toLowerCase()}"`);
    const own = await expectSvg(straps.find((s) => s.default === 1)!.image);
    expect(own).not.toContain(`fill="${other.colorCode.toLowerCase()}"`);
  });

  it('answers 404 for an unknown strap and 400 for a malformed id', async () => {
    await expectError(request(`${upstream.url}/images/straps/999999.svg`), 404);
    await expectError(request(`${upstream.url}/images/straps/abc.svg`), 400);
  });
});

describe('banners', () => {
  it('serves every category banner with its category name', async () => {
    for (let id = 1; id <= 6; id++) {
      const banners = await getOk(
        `${upstream.url}/api/Product/Product_Category_Banner?CAT_ID=${id}`,
        z.array(CategoryBanner),
      );
      for (const banner of banners) await expectSvg(banner.category_Banner);
    }
    expect(await expectSvg('/images/banners/corporate-gifting-1.svg')).toContain('CORPORATE GIFTING');
  });

  it('answers 404 for an unknown banner', async () => {
    await expectError(request(`${upstream.url}/images/banners/toasters-1.svg`), 404);
    await expectError(request(`${upstream.url}/images/banners/product-999999.svg`), 404);
  });
});

describe('versions', () => {
  const picture = '/images/products/101/1011/1.svg';

  it('caches a picture for good when asked for by its current version, briefly otherwise', async () => {
    const plain = await request(`${upstream.url}${picture}`);
    const version = /^"([\w-]+)"$/.exec(plain.headers.get('etag') ?? '')![1]!;
    const versioned = await request(`${upstream.url}${picture}?v=${version}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(versioned.text).toBe(plain.text);
    const stale = await request(`${upstream.url}${picture}?v=AAAAAAAAAAAA`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
    expect(stale.text).toBe(plain.text);
  });

  it('gives each drawing its own version and answers 304 to an unchanged one', async () => {
    const first = await request(`${upstream.url}${picture}`);
    const second = await request(`${upstream.url}/images/products/101/1011/2.svg`);
    expect(first.headers.get('etag')).not.toBe(second.headers.get('etag'));
    const again = await request(`${upstream.url}${picture}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
