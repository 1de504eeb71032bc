// The rate limits of the public forms that mail and of the public lookups, through the gateway on a
// real upstream: each gateway instance here has its own limiter (the shared one keeps its
// defaults). A refusal is coded RATE_LIMITED, costs no upstream call and sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { startGateway, type StartedGateway } from '../support/gateway.ts';
import { useShop } from '../support/shop.ts';
import { RING, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import { ApplyCouponDocument, RateLimitedPincodeDocument, SubscribePopupDocument } from './generated/graphql.ts';
import { outbox, uniqueEmail, uniquePhone } from './shopper.ts';

const { upstream } = useShop();
const REFUSAL = { field: null, message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' };

let limited: StartedGateway;
beforeAll(async () => {
  await setStock(upstream, { color: 1011, size: '8' }, 40);
  limited = await startGateway({
    upstreamUrl: upstream.url,
    dataDir: upstream.dataDir,
    rateLimits: { mail: { perIp: { limit: 14 } }, lookup: { perIp: { limit: 3 } }, coupon: { perKey: { limit: 5 } } },
  });
});
afterAll(() => limited?.close());

const popup = (email: string) =>
  limited.graphql(SubscribePopupDocument, { input: { name: 'Asha', email, phone: uniquePhone() } });

describe('subscribePopup', () => {
  it('mails one address at most 10 times: the 11th is refused before any call', async () => {
    const email = uniqueEmail('popup');
    for (let i = 0; i < 10; i += 1) expect((await popup(email)).body.data!.subscribePopup.ok).toBe(true);
    const eleventh = await popup(email.toUpperCase());
    expect(eleventh.body.data!.subscribePopup).toEqual({ ok: false, message: null, userErrors: [REFUSAL] });
    expect(eleventh.headers.get('x-upstream-calls')).toBe('0');
    expect(await outbox(upstream.url, email)).toHaveLength(10);
  });

  it('refuses one client past its limit whatever the address', async () => {
    // 11 attempts were counted above; the limit of this instance is 14 per client.
    for (let i = 0; i < 3; i += 1) expect((await popup(uniqueEmail('popup'))).body.data!.subscribePopup.ok).toBe(true);
    const next = uniqueEmail('popup');
    expect((await popup(next)).body.data!.subscribePopup.userErrors).toEqual([REFUSAL]);
    expect(await outbox(upstream.url, next)).toEqual([]);
  });
});

describe('pincodeDetails', () => {
  it('is limited per client', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { body } = await limited.graphql(RateLimitedPincodeDocument, { pincode: '560001' });
      expect(body.data!.pincodeDetails?.state).toBe('Karnataka');
    }
    const { body, headers } = await limited.graphql(RateLimitedPincodeDocument, { pincode: '560001' });
    expect(body.errors?.[0]).toMatchObject({ message: REFUSAL.message, extensions: { code: 'RATE_LIMITED' } });
    expect(headers.get('x-upstream-calls')).toBe('0');
  });
});

describe('applyCoupon', () => {
  it('limits guessing per account: failures count, a coupon that applies does not', async () => {
    const customer = await checkoutCustomer(limited);
    await addToCart(limited, customer.token, RING);
    const apply = async (code: string) =>
      (
        await data(
          limited,
          ApplyCouponDocument,
          { input: { productId: RING.productId, colorId: RING.colorId, code } },
          customer.token,
        )
      ).applyCoupon;
    expect((await apply('RING15')).coupon?.percent).toBe(15);
    for (let i = 0; i < 5; i += 1) expect((await apply(`GUESS${i}`)).userErrors[0]?.code).toBe('COUPON_INVALID');
    expect(await apply('GUESS9')).toEqual({ coupon: null, userErrors: [{ ...REFUSAL, field: ['input', 'code'] }] });
    // Even the right code waits: guessing cannot tell a hit from a miss.
    expect((await apply('RING15')).userErrors).toEqual([{ ...REFUSAL, field: ['input', 'code'] }]);
  });
});
