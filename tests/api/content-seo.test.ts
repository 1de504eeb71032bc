// Contract of the SEO endpoints, the header offers, health and the latency option.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { Seo } from './contract.ts';
import { expectError, getOk } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

describe('SEO', () => {
  it('has SEO for the home page, every category and every listed product', async () => {
    await getOk(`${api}/SEO/HomepageSEO`, Seo);
    for (let id = 1; id <= 6; id++) {
      const seo = await getOk(`${api}/SEO/CategorypageSEO?id=${id}`, Seo);
      expect(seo.pageTitle.length).toBeGreaterThan(10);
    }
    const models = await getOk(
      `${api}/Product/product_model_by_product_category?cat_id=2`,
      z.array(z.object({ productId: z.number(), model: z.string() })),
    );
    for (const m of models) {
      const seo = await getOk(`${api}/SEO/DescriptionpageSEO?id=${m.productId}`, Seo);
      expect(seo.pageTitle).toContain(m.model);
    }
  });

  it('answers 400 and 404', async () => {
    await expectError(`${api}/SEO/CategorypageSEO?id=abc`, 400);
    await expectError(`${api}/SEO/CategorypageSEO?id=99`, 404);
    await expectError(`${api}/SEO/DescriptionpageSEO`, 400);
    await expectError(`${api}/SEO/DescriptionpageSEO?id=999999`, 404);
  });
});

describe('GET /api/CommonData/main_offer', () => {
  it('gives 3 to 4 HTML strings, one linking to a category page', async () => {
    const offers = await getOk(`${api}/CommonData/main_offer`, z.array(z.string()));
    expect(offers.length).toBeGreaterThanOrEqual(3);
    expect(offers.length).toBeLessThanOrEqual(4);
    expect(offers.some((o) => /<b>/.test(o))).toBe(true);
    expect(offers.some((o) => /href="\/category\/[a-z-]+"/.test(o))).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('is ok', async () => {
    expect(await getOk(`${api}/health`, z.object({ ok: z.literal(true) }).strict())).toEqual({ ok: true });
  });

  it('answers 404 JSON for an unknown route', async () => {
    await expectError(`${api}/no/such/route`, 404);
  });
});

describe('latency option', () => {
  it('still answers with a latency configured', async () => {
    const slow = await startUpstream({ latencyMs: 5 });
    try {
      expect(await getOk(`${slow.url}/api/health`, z.object({ ok: z.literal(true) }))).toEqual({ ok: true });
    } finally {
      await slow.close();
    }
  });
});
