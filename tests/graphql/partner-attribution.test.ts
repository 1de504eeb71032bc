// Referral links through the gateway: recordReferral answers a visit token for a partner's code
// (a userError for an unknown or malformed one, with no upstream call for the malformed), and an
// order placed with the token is the partner's (and its Master's), Pending, attributed by link.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  CheckoutDocument,
  PartnerTransactionsDocument,
  PlaceOrderDocument,
  RecordReferralDocument,
  type CheckoutSummaryInput,
} from './generated/graphql.ts';
import { KAVYA, ROHAN, partnerData, partnerLogin } from './partner.ts';

const { upstream, gateway } = useShop();

const referral = async (code: string) => {
  const result = await gateway.graphql(RecordReferralDocument, { code });
  expect(result.body.errors).toBeUndefined();
  return { payload: result.body.data!.recordReferral, upstreamCalls: result.headers.get('x-upstream-calls') };
};

beforeAll(async () => {
  await setStock(upstream, { color: 3013, size: '' }, 40);
});

describe('recordReferral', () => {
  it('answers a token for a partner’s code and the spec-free message for an unknown one', async () => {
    const known = (await referral('v5g1002')).payload;
    expect(known.userErrors).toEqual([]);
    expect(known.visit).toMatchObject({ partnerName: 'Kavya', token: expect.stringMatching(/^[\w-]{40,}$/) });
    expect((await referral('V5X0000')).payload).toEqual({
      visit: null,
      userErrors: [{ field: ['code'], message: 'This referral link is not valid.', code: 'REFERRAL_UNKNOWN' }],
    });
    const malformed = await referral('<script>');
    expect(malformed.payload.visit).toBeNull();
    expect(malformed.upstreamCalls).toBe('0');
  });
});

describe('an order placed with the referral token', () => {
  it('is Kavya’s and Rohan’s, Pending, attributed by link', async () => {
    const visit = (await referral(KAVYA.code)).payload.visit!;
    const shopper = await checkoutCustomer(gateway);
    await addToCart(gateway, shopper.token, BUDS);
    const input: CheckoutSummaryInput = { paymentMode: 'CASH_ON_DELIVERY', deliveryAddressId: shopper.addressId };
    const summary = (await data(gateway, CheckoutDocument, { input }, shopper.token)).viewer!.checkout;
    const placed = (
      await data(
        gateway,
        PlaceOrderDocument,
        {
          input: {
            ...input,
            expectedAmountPayable: summary.amountPayable.amount,
            idempotencyKey: randomUUID(),
            referralToken: visit.token,
          },
        },
        shopper.token,
      )
    ).placeOrder;
    expect(placed.userErrors).toEqual([]);
    const kavya = (await partnerLogin(gateway, KAVYA.email)).partnerToken;
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    const row = (await partnerData(gateway, kavya, PartnerTransactionsDocument)).partner.transactions.find(
      (r) => r.orderId === placed.orderId,
    );
    expect(row).toMatchObject({ role: 'referrer', status: 'PENDING', attributedBy: 'LINK', couponCode: '' });
    const master = (await partnerData(gateway, rohan, PartnerTransactionsDocument)).partner.transactions.find(
      (r) => r.orderId === placed.orderId,
    );
    expect(master).toMatchObject({ role: 'master', status: 'PENDING', attributedBy: 'LINK' });
  });
});
