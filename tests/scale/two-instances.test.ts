// Two gateways and two upstreams serving one shop: one PostgreSQL database, one Redis, one JWT
// secret (as deploy/ runs them). Shows that (a) limits hold across instances: failed sign-ins from
// one address alternating between the gateways are refused at the same count as on one gateway
// (two gateways without Redis let through twice as many), and a one-time code dies after the same
// number of wrong tries whichever upstream answers; (b) orders placed through both gateways at once,
// some racing for the last units, are all there, none oversold, each visible through the other
// instance; (c) a session signed out through one gateway is refused through the other.
// PostgreSQL: TEST_POSTGRES_URL when the run has a cluster, else a throwaway cluster of this file.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedGateway } from '../support/gateway.ts';
import { startPostgresCluster } from '../support/postgres-cluster.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { startRedis, type RunningRedis } from '../support/redis.ts';
import { operatorData, ownerLogin } from '../graphql/admin.ts';
import { BUDS, RING, addToCart, checkoutCustomer, data } from '../graphql/checkout-shopper.ts';
import {
  AdminCatalogProductDocument,
  AdminCatalogSetStockDocument,
  OrderDocument,
  OrdersDocument,
  PlaceOrderDocument,
  RequestOtpDocument,
  SessionsLoginDocument,
  SessionsVerifyOtpDocument,
  SessionsViewerDocument,
  SignOutDocument,
} from '../graphql/generated/graphql.ts';
import { latestOtp, login, register, uniqueEmail, uniquePhone } from '../graphql/shopper.ts';
import { startGatewayOn, startUpstreamOn, type RunningInstance } from './instances.ts';

const JWT_SECRET = `scale-${randomUUID()}-${randomUUID()}`;
/** Failed sign-ins allowed per client address in a window (the account family's per-IP limit). */
const SIGN_IN_LIMIT = 5;
const rateLimits = { account: { perIp: { limit: SIGN_IN_LIMIT } } };

const closers: Array<() => Promise<void>> = [];
let redis: RunningRedis;
let upstreams: RunningInstance[];
/** Gateway A over upstream A, gateway B over upstream B, both on the one Redis. */
let a: StartedGateway;
let b: StartedGateway;
/** Two more gateways on the same upstreams without Redis: each counts in its own memory. */
let memoryA: StartedGateway;
let memoryB: StartedGateway;

beforeAll(async () => {
  let adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    const cluster = await startPostgresCluster();
    closers.unshift(() => cluster.stop());
    adminUrl = cluster.adminUrl;
  }
  const database = await createTestDatabase(adminUrl);
  closers.unshift(() => database.drop());
  redis = await startRedis();
  closers.unshift(() => redis.stop());
  // Both upstreams start at once on the same database, as two containers starting together do.
  upstreams = await Promise.all([startUpstreamOn(database.url, JWT_SECRET), startUpstreamOn(database.url, JWT_SECRET)]);
  for (const upstream of upstreams) closers.unshift(() => upstream.close());
  const [upstreamA, upstreamB] = upstreams as [RunningInstance, RunningInstance];
  [a, b, memoryA, memoryB] = await Promise.all([
    startGatewayOn(upstreamA.url, JWT_SECRET, { redisUrl: redis.url, rateLimits }),
    startGatewayOn(upstreamB.url, JWT_SECRET, { redisUrl: redis.url, rateLimits }),
    startGatewayOn(upstreamA.url, JWT_SECRET, { rateLimits }),
    startGatewayOn(upstreamB.url, JWT_SECRET, { rateLimits }),
  ]);
  for (const gateway of [a, b, memoryA, memoryB]) closers.unshift(() => gateway.close());
});

afterAll(async () => {
  for (const close of closers) await close();
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** The code of each of `count` failed sign-ins from `ip`, sent in turn to `gateways`. */
async function failedSignIns(gateways: StartedGateway[], ip: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const gateway = gateways[i % gateways.length]!;
    const { body } = await gateway.graphql(
      SessionsLoginDocument,
      { input: { emailOrPhone: uniqueEmail('nobody'), password: 'wrong-pass-1' } },
      from(ip),
    );
    expect(body.errors).toBeUndefined();
    codes.push(body.data!.login.userErrors[0]?.code ?? 'OK');
  }
  return codes;
}

const refusedAfter = (allowed: number, total: number) => [
  ...Array<string>(allowed).fill('INVALID_CREDENTIALS'),
  ...Array<string>(total - allowed).fill('RATE_LIMITED'),
];

describe('(a) limits hold across instances', () => {
  it('refuses failed sign-ins alternating between gateways at the same count as on one gateway', async () => {
    expect(await failedSignIns([a], '10.10.0.1', 8)).toEqual(refusedAfter(SIGN_IN_LIMIT, 8));
    expect(await failedSignIns([a, b], '10.10.0.2', 8)).toEqual(refusedAfter(SIGN_IN_LIMIT, 8));
    expect(await failedSignIns([b, a], '10.10.0.3', 8)).toEqual(refusedAfter(SIGN_IN_LIMIT, 8));
    // Without the shared store each gateway allows its own limit: the attacker gets twice as many.
    expect(await failedSignIns([memoryA, memoryB], '10.10.0.4', 8)).toEqual(refusedAfter(8, 8));
  });

  it('kills a one-time code after five wrong tries whichever instance answers them', async () => {
    const tryCode = async (gateway: StartedGateway, phone: string, otp: string) => {
      const { body } = await gateway.graphql(SessionsVerifyOtpDocument, { phone, otp });
      expect(body.errors).toBeUndefined();
      return body.data!.verifyOtp;
    };
    const wrongTries = async (phone: string, code: string, count: number) => {
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < count; i += 1) {
        const answer = await tryCode(i % 2 === 0 ? a : b, phone, wrong);
        expect(answer.userErrors[0]?.code).toBe('INVALID_OTP');
      }
    };
    const sendCode = async (gateway: StartedGateway, phone: string) => {
      await register(gateway, phone);
      const { body } = await gateway.graphql(RequestOtpDocument, { phone });
      expect(body.data!.requestOtp).toEqual({ sent: true, userErrors: [] });
      return latestOtp(upstreams[0]!.url, phone);
    };

    const survivor = uniquePhone();
    const survivorCode = await sendCode(a, survivor);
    await wrongTries(survivor, survivorCode, 4);
    expect((await tryCode(b, survivor, survivorCode)).token).toEqual(expect.any(String));

    const victim = uniquePhone();
    const victimCode = await sendCode(b, victim);
    await wrongTries(victim, victimCode, 5);
    const dead = await tryCode(b, victim, victimCode);
    expect(dead.token).toBeNull();
    expect(dead.userErrors[0]?.code).toBe('INVALID_OTP');
  });
});

describe('(b) orders through both instances at once', () => {
  it('are all there, none oversold, each visible through the other instance', async () => {
    const owner = await ownerLogin(a);
    const setStock = async (line: { productId: string; colorId: string; size?: string }, units: number) => {
      const result = await operatorData(b, owner, AdminCatalogSetStockDocument, {
        input: { productId: line.productId, colorId: line.colorId, size: line.size ?? '', units },
      });
      expect(result.adminSetStock.userErrors).toEqual([]);
    };
    await setStock(BUDS, 40);
    await setStock(RING, 40);

    // Eight customers, half on each gateway: six race for the last two buds, two buy rings.
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const via = i % 2 === 0 ? a : b;
        const other = i % 2 === 0 ? b : a;
        const customer = await checkoutCustomer(via);
        const line = i < 6 ? BUDS : RING;
        await addToCart(via, customer.token, line, 1);
        return { via, other, customer, racing: i < 6 };
      }),
    );
    await setStock(BUDS, 2);

    const placed = await Promise.all(
      shoppers.map(async ({ via, customer }) => {
        const input = {
          deliveryAddressId: customer.addressId,
          paymentMode: 'CASH_ON_DELIVERY',
          idempotencyKey: randomUUID(),
        } as const;
        return (await data(via, PlaceOrderDocument, { input }, customer.token)).placeOrder;
      }),
    );
    const racers = placed.slice(0, 6);
    const won = racers.filter((p) => p.orderId !== null);
    expect(won).toHaveLength(2);
    for (const lost of racers.filter((p) => p.orderId === null)) {
      expect(lost.userErrors.map((e) => e.code)).toEqual(['OUT_OF_STOCK']);
    }
    for (const ring of placed.slice(6)) expect(ring.userErrors).toEqual([]);

    // Every placed order, and only those, through the other instance.
    for (const [i, { other, customer }] of shoppers.entries()) {
      const orderId = placed[i]!.orderId;
      const orders = (await data(other, OrdersDocument, {}, customer.token)).viewer!.orders;
      expect(orders.map((o) => o.orderId)).toEqual(orderId === null ? [] : [orderId]);
      if (orderId === null) continue;
      const order = (await data(other, OrderDocument, { orderId }, customer.token)).viewer!.order;
      expect(order?.orderId).toBe(orderId);
    }

    // The last two units went to the two winners: none is left, none below zero; the rings' two are gone.
    const product = async (id: string) =>
      (await operatorData(a, owner, AdminCatalogProductDocument, { id })).admin!.product!.colors;
    const unitsOf = (colors: Awaited<ReturnType<typeof product>>, colorId: string, size: string) =>
      colors.find((c) => c.id === colorId)?.stock.find((s) => s.size === size)?.units;
    expect(unitsOf(await product(BUDS.productId), BUDS.colorId, '')).toBe(0);
    expect(unitsOf(await product(RING.productId), RING.colorId, RING.size)).toBe(38);
  });
});

describe('(c) sessions across instances', () => {
  it('refuses through B a session signed out through A', async () => {
    const email = uniqueEmail('signout');
    await register(a, email);
    const token = await login(b, email);
    const viewerVia = async (gateway: StartedGateway) =>
      (await data(gateway, SessionsViewerDocument, {}, token)).viewer?.id ?? null;
    expect(await viewerVia(a)).not.toBeNull();
    expect(await viewerVia(b)).not.toBeNull();
    expect((await data(a, SignOutDocument, {}, token)).signOut.ok).toBe(true);
    expect(await viewerVia(b)).toBeNull();
    expect(await viewerVia(a)).toBeNull();
  });
});
