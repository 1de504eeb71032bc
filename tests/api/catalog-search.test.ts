// Contract of GET /api/Product/search (extension): listed products by name, model and category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { ProductList } from './contract.ts';
import { expectError, getOk } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const search = async (q: string) =>
  (await getOk(`${api}/Product/search?q=${encodeURIComponent(q)}`, z.array(ProductList))).map((p) => p.producT_MODEL);

describe('GET /api/Product/search', () => {
  it('finds a model first, with or without its hyphen, in the product list shape', async () => {
    expect((await search('AR-300'))[0]).toBe('AR-300');
    expect((await search('ar300')).slice(0, 3)).toEqual(['AR-300', 'AR-300TI', 'AR-300CE']);
  });

  it('finds by name and by category, every word required', async () => {
    expect(await search('summit anc')).toEqual(expect.arrayContaining(['SH-700', 'SH-900', 'SH-700L']));
    const watches = await search('smart watches');
    expect(watches.length).toBeGreaterThanOrEqual(8);
    expect(watches.every((m) => /^(VW|SW|OW|TW|PW)-/.test(m))).toBe(true);
    expect(await search('ring headphones')).toEqual([]);
  });

  it('never gives unlisted add-ons', async () => {
    expect(await search('dock')).toEqual([]);
    expect(await search('AR-DOCK')).toEqual([]);
  });

  it('answers 400 for a blank or too long query', async () => {
    await expectError(`${api}/Product/search?q=%20`, 400);
    await expectError(`${api}/Product/search`, 400);
    await expectError(`${api}/Product/search?q=${'a'.repeat(101)}`, 400);
  });
});
