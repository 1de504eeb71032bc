// Coupon guessing against upstream's GetCouponDetails: each account may fail a limited number of
// coupon checks (COUPON_CHECK_FAILURES_PER_ACCOUNT, 3 here); past it every check of that account
// answers 'Invalid Coupon Code', a valid code too, so a hit cannot be told from a miss. Other
// accounts are not affected. The count is in the database: its window ends on upstream's clock, parallel
// failures each count once, and on PostgreSQL two upstreams on one database count together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { authedPost, freshCustomer } from './account-helpers.ts';

let upstream: RunningUpstream;
let api: string;
const clock = testClock();

beforeAll(async () => {
  upstream = await startUpstream({ checkout: { couponFailuresPerAccount: 3 }, now: clock.now });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const check = async (token: string, code: string) =>
  (await authedPost(`${api}/Checkout/GetCouponDetails?CouponCode=${encodeURIComponent(code)}&p_id=101`, token)).body;

describe('GetCouponDetails per account', () => {
  it('answers every code as invalid once an account has failed its checks', async () => {
    const guesser = await freshCustomer(api, 'guess');
    expect(await check(guesser.token, 'RING15')).toMatchObject([{ coupon_code: 'RING15', txt_Code_Disc: 15 }]);
    for (let i = 0; i < 3; i += 1) expect(await check(guesser.token, `V5G1002-GUESS${i}`)).toBe('Invalid Coupon Code');
    expect(await check(guesser.token, 'RING15')).toBe('Invalid Coupon Code');

    const other = await freshCustomer(api, 'honest');
    expect(await check(other.token, 'RING15')).toMatchObject([{ coupon_code: 'RING15', txt_Code_Disc: 15 }]);
  });

  it('lets the account check again once its 15-minute window has ended', async () => {
    const guesser = await freshCustomer(api, 'window');
    for (let i = 0; i < 3; i += 1) await check(guesser.token, `WINDOW-GUESS${i}`);
    clock.advance(14 * 60_000);
    expect(await check(guesser.token, 'RING15')).toBe('Invalid Coupon Code');
    clock.advance(60_000 + 1);
    expect(await check(guesser.token, 'RING15')).toMatchObject([{ coupon_code: 'RING15' }]);
    // A new window counts from one again.
    await check(guesser.token, 'WINDOW-AGAIN');
    expect(await check(guesser.token, 'RING15')).toMatchObject([{ coupon_code: 'RING15' }]);
  });

  it('counts parallel failures each once', async () => {
    const guesser = await freshCustomer(api, 'parallel');
    await Promise.all([0, 1].map((i) => check(guesser.token, `PARALLEL-GUESS${i}`)));
    expect(await check(guesser.token, 'RING15')).toMatchObject([{ coupon_code: 'RING15' }]);
    await Promise.all([2, 3].map((i) => check(guesser.token, `PARALLEL-GUESS${i}`)));
    expect(await check(guesser.token, 'RING15')).toBe('Invalid Coupon Code');
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')('counts failures across upstreams on one database', async () => {
    const second = await startUpstream({
      checkout: { couponFailuresPerAccount: 3 },
      now: clock.now,
      databaseUrl: upstream.databaseUrl!,
      jwtSecret: upstream.jwtSecret,
    });
    try {
      const guesser = await freshCustomer(api, 'across');
      await check(guesser.token, 'ACROSS-GUESS0');
      const other = async (code: string) =>
        (await authedPost(`${second.url}/api/Checkout/GetCouponDetails?CouponCode=${code}&p_id=101`, guesser.token))
          .body;
      await other('ACROSS-GUESS1');
      await check(guesser.token, 'ACROSS-GUESS2');
      expect(await other('RING15')).toBe('Invalid Coupon Code');
    } finally {
      await second.close();
    }
  });
});
