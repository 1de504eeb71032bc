import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCatalogCache } from './catalog-cache.ts';

/** An app with one cached route (answering how often it ran), one uncached route and a write. */
async function appWith(ttlMs: number, clock = { now: () => performance.now() }, memo = { clear: () => undefined }) {
  const app = Fastify();
  registerCatalogCache(app, { ttlMs, perf: clock, memo });
  let runs = 0;
  app.get('/api/Screen/home', async () => ({ runs: (runs += 1) }));
  app.get('/api/CommonData/userprofile', async () => ({ runs: (runs += 1) }));
  app.post('/api/Cart/Add', async (_request, reply) => reply.code(201).send({ ok: true }));
  app.post('/api/Cart/Refused', async (_request, reply) => reply.code(400).send({ ok: false }));
  await app.ready();
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url });
    return { runs: answer.json<{ runs: number }>().runs, cache: answer.headers['x-catalog-cache'] };
  };
  return { app, get };
}

describe('registerCatalogCache', () => {
  it('serves an answer until its time is up', async () => {
    let now = 1000;
    const { app, get } = await appWith(5000, { now: () => now });
    expect(await get('/api/Screen/home')).toEqual({ runs: 1, cache: 'miss' });
    now += 4999;
    expect(await get('/api/Screen/home')).toEqual({ runs: 1, cache: 'hit' });
    now += 2;
    expect(await get('/api/Screen/home')).toEqual({ runs: 2, cache: 'miss' });
    await app.close();
  });

  it('is emptied by a successful write, not by a refused one, and so is the memo beside it', async () => {
    let cleared = 0;
    const { app, get } = await appWith(60_000, undefined, { clear: () => void (cleared += 1) });
    await get('/api/Screen/home');
    await app.inject({ method: 'POST', url: '/api/Cart/Refused' });
    expect((await get('/api/Screen/home')).cache).toBe('hit');
    expect(cleared).toBe(0);
    await app.inject({ method: 'POST', url: '/api/Cart/Add' });
    expect(await get('/api/Screen/home')).toEqual({ runs: 2, cache: 'miss' });
    expect(cleared).toBe(1);
    await app.close();
  });

  it('never keeps a route outside the catalog, and does nothing with a time of 0', async () => {
    const cached = await appWith(60_000);
    expect(await cached.get('/api/CommonData/userprofile')).toEqual({ runs: 1, cache: undefined });
    expect(await cached.get('/api/CommonData/userprofile')).toEqual({ runs: 2, cache: undefined });
    await cached.app.close();
    const off = await appWith(0);
    expect(await off.get('/api/Screen/home')).toEqual({ runs: 1, cache: undefined });
    expect(await off.get('/api/Screen/home')).toEqual({ runs: 2, cache: undefined });
    await off.app.close();
  });
});
