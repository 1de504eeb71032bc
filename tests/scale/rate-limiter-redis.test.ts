// The rate limiter's Redis store against a real throwaway redis-server: two limiters (two gateway
// instances) on one Redis share each window; successes forgiven on one are forgiven for both; when
// Redis is down, sign-in (the account family) fails closed with RATE_LIMIT_UNAVAILABLE while the
// other families count in the instance's memory, and sharing resumes when Redis is back. The gateway
// opens one connection, closes it with the app, and starts (refusing sign-in) while Redis is away.
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/src/app.ts';
import { rateLimitConfig } from '../../gateway/src/auth/rate-limit.ts';
import { RATE_LIMIT_UNAVAILABLE, RateLimiter } from '../../gateway/src/auth/rate-limiter.ts';
import { connectRedis, type RedisConnection } from '../../gateway/src/state/redis-connection.ts';
import { startRedis, type RunningRedis } from '../support/redis.ts';

const quiet = { info: () => undefined, warn: () => undefined };
const config = rateLimitConfig({
  account: { perIp: { limit: 100 }, perKey: { limit: 3 } },
  lookup: { perIp: { limit: 2 }, perKey: { limit: 100 } },
});

let redis: RunningRedis;
const connections: RedisConnection[] = [];

async function instance(): Promise<{ limiter: RateLimiter; connection: RedisConnection; errors: string[] }> {
  const connection = await connectRedis(redis.url, quiet);
  connections.push(connection);
  const errors: string[] = [];
  const limiter = new RateLimiter(config, {
    redis: connection.client,
    onStoreError: (_, family) => errors.push(family),
  });
  return { limiter, connection, errors };
}

let counter = 0;
const unique = (name: string) => `${name}-${Date.now()}-${(counter += 1)}@example.com`;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  await redis.stop();
});

describe('RateLimiter on Redis', () => {
  it('shares one window per key between instances: alternating attempts stop at the same count', async () => {
    const [a, b] = [await instance(), await instance()];
    expect(a.limiter.shared).toBe(true);
    const account = unique('shared');
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i += 1) {
      const limiter = i % 2 === 0 ? a.limiter : b.limiter;
      answers.push(await limiter.attempt('requestOtp', { ip: `10.0.0.${i}`, account }));
    }
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it('keeps the same key prefixes as the memory store (family-scope:operation|key)', async () => {
    const { limiter, connection } = await instance();
    const account = unique('prefix');
    await limiter.attempt('verifyOtp', { ip: '10.9.9.9', account });
    expect(await connection.client.get(`account-key:verifyOtp|${account}`)).toBe('1');
    expect(await connection.client.get('account-ip:verifyOtp|10.9.9.9')).toBe('1');
    expect(await connection.client.pttl(`account-key:verifyOtp|${account}`)).toBeGreaterThan(800_000);
  });

  it('a success forgiven through one instance no longer counts through the other', async () => {
    const [a, b] = [await instance(), await instance()];
    const account = unique('forgive');
    const keys = { ip: '10.1.1.1', account };
    for (let i = 0; i < 3; i += 1) expect(await a.limiter.attempt('partnerLogin', keys)).toBe(true);
    await b.limiter.forgive('partnerLogin', keys);
    // Without the forgiveness this fourth attempt would be refused.
    expect(await b.limiter.attempt('partnerLogin', keys)).toBe(true);
    expect(await a.limiter.attempt('partnerLogin', keys)).toBe(false);
  });

  it('without Redis, each instance counts alone (the memory store)', async () => {
    const [a, b] = [new RateLimiter(config), new RateLimiter(config)];
    expect(a.shared).toBe(false);
    const account = unique('memory');
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await (i % 2 === 0 ? a : b).attempt('login', { ip: '10.2.2.2', account }));
    expect(answers).toEqual([true, true, true, true, true]);
  });

  it('while Redis is down: sign-in fails closed, lookups count per instance; shared again once it is back', async () => {
    const { limiter, connection, errors } = await instance();
    const port = redis.port;
    await redis.stop();
    await until(() => !connection.ready());

    const refused = limiter.attempt('login', { ip: '10.3.3.3', account: unique('down') });
    await expect(refused).rejects.toBeInstanceOf(GraphQLError);
    await expect(refused).rejects.toMatchObject({
      message: RATE_LIMIT_UNAVAILABLE.message,
      extensions: { code: 'RATE_LIMIT_UNAVAILABLE' },
    });
    expect(errors).toContain('account');
    // Forgiving never throws: the operation itself succeeded.
    await expect(limiter.forgive('login', { ip: '10.3.3.3', account: null })).resolves.toBeUndefined();

    // The lookup family's insurance limiter: still two per IP, in this instance's memory.
    const lookups = [];
    for (let i = 0; i < 3; i += 1)
      lookups.push(await limiter.attempt('pincodeDetails', { ip: '10.3.3.4', account: null }));
    expect(lookups).toEqual([true, true, false]);

    redis = await startRedis({ port });
    await until(() => connection.ready());
    const account = unique('back');
    const other = await instance();
    const answers: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await (i % 2 === 0 ? limiter : other.limiter).attempt('login', { ip: '10.3.3.5', account }));
    }
    expect(answers).toEqual([true, true, true, false]);
  }, 20_000);
});

describe('buildGateway with REDIS_URL', () => {
  /** Nothing listens there: every upstream call would be UPSTREAM_UNAVAILABLE. */
  const upstreamUrl = 'http://127.0.0.1:9';
  const signIn = {
    query: 'mutation($input: LoginInput!) { login(input: $input) { token userErrors { code } } }',
    variables: { input: { emailOrPhone: 'someone@example.com', password: 'secret-pass-1' } },
  };
  const clientCount = async (connection: RedisConnection) =>
    String(await connection.client.call('CLIENT', 'LIST'))
      .trim()
      .split('\n').length;

  it('opens one connection to Redis and closes it with the app', async () => {
    const probe = await connectRedis(redis.url, quiet);
    connections.push(probe);
    const before = await clientCount(probe);
    const app = await buildGateway({ upstreamUrl, jwtSecret: 'x'.repeat(32), redisUrl: redis.url });
    expect(await clientCount(probe)).toBe(before + 1);
    await app.close();
    // The server drops the client once it has read QUIT: wait for it (a while, never forever).
    let after = await clientCount(probe);
    for (let i = 0; i < 20 && after !== before; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await clientCount(probe);
    }
    expect(after).toBe(before);
  });

  it('starts while Redis is unreachable and refuses sign-in with RATE_LIMIT_UNAVAILABLE', async () => {
    const app = await buildGateway({ upstreamUrl, jwtSecret: 'x'.repeat(32), redisUrl: 'redis://127.0.0.1:9' });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signIn),
      });
      const body = (await response.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: RATE_LIMIT_UNAVAILABLE.message,
          extensions: { code: 'RATE_LIMIT_UNAVAILABLE' },
        }),
      ]);
    } finally {
      await app.close();
    }
  }, 20_000);
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
