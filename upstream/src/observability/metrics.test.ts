import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { registerUpstreamMetrics, type PoolStats } from './metrics.ts';

async function appWith(pool?: PoolStats) {
  const app = Fastify();
  registerUpstreamMetrics(app, { pool, defaultMetrics: false });
  app.get('/api/Orders/:id', async () => {
    throw new HttpError(409, 'Already cancelled.', 'ORDER_CLOSED');
  });
  await app.ready();
  return app;
}

describe('registerUpstreamMetrics', () => {
  it("reads the PostgreSQL pool's connections at each scrape", async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    const app = await appWith(pool);
    expect((await app.inject({ url: '/metrics' })).body).toMatch(/^db_pool_connections 4$/m);
    pool.totalCount = 10;
    pool.idleCount = 0;
    pool.waitingCount = 7;
    const body = (await app.inject({ url: '/metrics' })).body;
    expect(body).toMatch(/^db_pool_connections 10$/m);
    expect(body).toMatch(/^db_pool_idle_connections 0$/m);
    expect(body).toMatch(/^db_pool_waiting_requests 7$/m);
    await app.close();
  });

  it('has no pool gauges without a pool (SQLite)', async () => {
    const app = await appWith();
    expect((await app.inject({ url: '/metrics' })).body).not.toContain('db_pool_');
    await app.close();
  });

  it("counts an error answer by its HttpError code under the route's pattern", async () => {
    const app = await appWith();
    expect((await app.inject({ url: '/api/Orders/123' })).statusCode).toBe(409);
    const body = (await app.inject({ url: '/metrics' })).body;
    expect(body).toContain('http_errors_total{status="409",code="ORDER_CLOSED"} 1');
    expect(body).toContain('route="/api/Orders/:id"');
    expect(body).not.toContain('/api/Orders/123');
    await app.close();
  });
});
