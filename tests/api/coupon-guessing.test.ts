// Coupon guessing against upstream's GetCouponDetails: each account may fail a limited number of
// coupon checks (COUPON_CHECK_FAILURES_PER_ACCOUNT, 3 here); past it every check of that account
// answers 'Invalid Coupon Code', a valid code too, so a hit cannot be told from a miss. Other
// accounts are not affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authedPost, freshCustomer } from './account-helpers.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ checkout: { couponFailuresPerAccount: 3 } });
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
});
