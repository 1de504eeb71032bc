// The partner program through the gateway against a real upstream: the incentive table (the sum
// rule, the minimum client discount, the master percent kept for a General partner, the history),
// a shared coupon bought with by a shopper and the order in both partners' transactions with its
// incentive, nominations (cap, exists, sent, invite by token, join -> Joined) and adding a General
// partner (checks, 'User already exists', success and the new partner's first password).
import { randomUUID } from 'node:crypto';
import { incentiveAmount, incentiveBase } from '@shop/commerce/partner/incentive-amounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  AddPartnerDocument,
  CheckoutDocument,
  JoinNominationDocument,
  NominationInviteDocument,
  NominationStatusesDocument,
  NominationsAndProposedIncentiveDocument,
  NomineeIncentiveTablesDocument,
  OrderDocument,
  PartnerIncentiveTableDocument,
  PartnerLoginDocument,
  PartnerSetFirstPasswordDocument,
  PartnerTransactionsDocument,
  PlaceOrderDocument,
  SendNominationDocument,
  ShareCouponDocument,
  SharedCouponsDocument,
  SubPartnerIdsDocument,
  UpdateIncentiveTableDocument,
  type CheckoutSummaryInput,
} from './generated/graphql.ts';
import {
  KAVYA,
  ROHAN,
  SPEC_DATE,
  asPartner,
  linkToken,
  newestMail,
  partnerData,
  partnerLogin,
  solvedCaptcha,
  uniqueEmail,
  uniquePhone,
} from './partner.ts';

const { upstream, gateway } = useShop();
let rohan: string;
let kavya: string;

beforeAll(async () => {
  await setStock(upstream, { color: 3013, size: '' }, 40);
  rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
  kavya = (await partnerLogin(gateway, KAVYA.email)).partnerToken;
});

describe('incentive table', () => {
  it("refuses a Master's edit above the max or with a client discount under 10 (the spec's messages), at no upstream write", async () => {
    const sum = await partnerData(gateway, rohan, UpdateIncentiveTableDocument, {
      input: { masterPercent: 26, generalPercent: 20, clientDiscount: 10 },
    });
    expect(sum.updateIncentiveTable).toEqual({
      message: null,
      incentiveTable: null,
      history: null,
      userErrors: [{ field: null, message: 'Discount cannot be more than 35', code: 'MAX_DISCOUNT' }],
    });
    const low = await partnerData(gateway, rohan, UpdateIncentiveTableDocument, {
      input: { masterPercent: 10, generalPercent: 0, clientDiscount: 9.5 },
    });
    expect(low.updateIncentiveTable.userErrors).toEqual([
      {
        field: ['input', 'clientDiscount'],
        message: 'Client Discount cannot be less than 10',
        code: 'MIN_CLIENT_DISCOUNT',
      },
    ]);
  });

  it('saves a valid edit of a Master (its general percent counted 0) and adds a dated history entry', async () => {
    const before = (await partnerData(gateway, rohan, PartnerIncentiveTableDocument)).partner;
    expect(before.incentiveTable).toMatchObject({
      level: 'MASTER',
      title: 'Master CP Incentive Table',
      canEditMasterPercent: true,
    });
    // 20 + 15 = 35: within the max even though the general percent in force is above 0.
    const saved = (
      await partnerData(gateway, rohan, UpdateIncentiveTableDocument, {
        input: { masterPercent: 20, generalPercent: 0, clientDiscount: 15 },
      })
    ).updateIncentiveTable;
    expect(saved).toMatchObject({
      message: 'Saved',
      userErrors: [],
      incentiveTable: {
        rates: { masterPercent: 20, clientDiscount: 15, generalPercent: before.incentiveTable.rates.generalPercent },
      },
    });
    expect(saved.history!.length).toBe(before.incentiveHistory.length + 1);
    expect(saved.history![0]).toMatchObject({
      masterPercent: 20,
      clientDiscount: 15,
      date: expect.stringMatching(SPEC_DATE),
    });
  });

  it("keeps a General partner's master percent in force whatever it sends", async () => {
    const before = (await partnerData(gateway, kavya, PartnerIncentiveTableDocument)).partner.incentiveTable.rates;
    const saved = (
      await partnerData(gateway, kavya, UpdateIncentiveTableDocument, {
        input: { masterPercent: 30, generalPercent: 6, clientDiscount: 12 },
      })
    ).updateIncentiveTable;
    expect(saved.userErrors).toEqual([]);
    expect(saved.incentiveTable!.rates).toMatchObject({
      masterPercent: before.masterPercent,
      generalPercent: 6,
      clientDiscount: 12,
    });
    expect(saved.history![0]).toMatchObject({
      masterPercent: before.masterPercent,
      generalPercent: 6,
      clientDiscount: 12,
    });
    // The sum rule counts the General's percent: master in force + 30 + 12 is above 35.
    const refused = await partnerData(gateway, kavya, UpdateIncentiveTableDocument, {
      input: { masterPercent: 0, generalPercent: 30, clientDiscount: 12 },
    });
    expect(refused.updateIncentiveTable.userErrors[0]!.message).toBe('Discount cannot be more than 35');
  });

  it("shows a Master its General partners' tables", async () => {
    const tables = (await partnerData(gateway, rohan, NomineeIncentiveTablesDocument)).partner.nomineeIncentiveTables;
    expect(tables).toEqual(
      expect.arrayContaining([
        {
          name: KAVYA.name,
          code: KAVYA.code,
          masterPercent: expect.any(Number),
          generalPercent: 6,
          clientDiscount: 12,
        },
      ]),
    );
  });
});

describe('a shared coupon', () => {
  it("refuses a recipient that is neither an email nor 10 digits (the spec's message, trailing space)", async () => {
    const result = await asPartner(gateway, kavya, ShareCouponDocument, {
      input: { recipient: '12345', message: 'Hi', name: 'Someone' },
    });
    expect(result.body.data!.shareCoupon.userErrors).toEqual([
      {
        field: ['input', 'recipient'],
        message: 'Please mention correct Email-id or Phone No. ',
        code: 'INVALID_RECIPIENT',
      },
    ]);
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });

  it("is bought with by a shopper; the order shows in the General's and its Master's transactions with their incentives", async () => {
    const { rates } = (await partnerData(gateway, kavya, PartnerIncentiveTableDocument)).partner.incentiveTable;
    const shopper = await checkoutCustomer(gateway);
    const shared = (
      await partnerData(gateway, kavya, ShareCouponDocument, {
        input: { recipient: shopper.email.toUpperCase(), message: 'A gift for you', name: 'Test Shopper' },
      })
    ).shareCoupon;
    expect(shared).toMatchObject({ ok: true, message: 'Coupon Shared Successfully.', userErrors: [] });
    expect(shared.couponCode).toMatch(new RegExp(`^${KAVYA.code}-[2-9A-HJKMNP-Z]{12}$`));
    expect((await newestMail(upstream.url, shopper.email)).body).toContain(shared.couponCode);
    const coupons = (await partnerData(gateway, kavya, SharedCouponsDocument)).partner.sharedCoupons;
    expect(coupons[0]).toMatchObject({
      recipient: shopper.email,
      couponCode: shared.couponCode,
      status: 'Shared',
      date: expect.stringMatching(SPEC_DATE),
    });

    await addToCart(gateway, shopper.token, BUDS);
    const input: CheckoutSummaryInput = {
      coupons: [{ productId: BUDS.productId, colorId: BUDS.colorId, code: shared.couponCode! }],
      paymentMode: 'CASH_ON_DELIVERY',
      deliveryAddressId: shopper.addressId,
    };
    const summary = (await data(gateway, CheckoutDocument, { input }, shopper.token)).viewer!.checkout;
    expect(summary.lines[0]!.coupons[0]).toMatchObject({ code: shared.couponCode, percent: rates.clientDiscount });
    const placed = (
      await data(
        gateway,
        PlaceOrderDocument,
        { input: { ...input, expectedAmountPayable: summary.amountPayable.amount, idempotencyKey: randomUUID() } },
        shopper.token,
      )
    ).placeOrder;
    expect(placed.userErrors).toEqual([]);
    const order = (await data(gateway, OrderDocument, { orderId: placed.orderId! }, shopper.token)).viewer!.order!;
    // The base is the goods value less the coupon, net of GST (18 % on a Bengaluru delivery).
    const base = incentiveBase(order.subtotal.amount, order.couponDiscount.amount, 18);
    expect(base).toBeLessThan(order.subtotal.amount - order.couponDiscount.amount);
    const amountAt = (percent: number) => incentiveAmount(base, percent);

    const kavyaRow = (await partnerData(gateway, kavya, PartnerTransactionsDocument)).partner.transactions.find(
      (row) => row.orderId === placed.orderId,
    )!;
    expect(kavyaRow).toMatchObject({
      code: KAVYA.code,
      partnerName: KAVYA.name,
      customerName: order.billingAddress.name,
      couponCode: shared.couponCode,
      role: 'referrer',
      date: expect.stringMatching(SPEC_DATE),
      products: order.items.map((item) => ({
        name: item.name,
        model: item.model,
        units: item.units,
      })),
      incentivePercent: rates.generalPercent,
      baseAmount: { amount: base },
      incentiveAmount: { amount: amountAt(rates.generalPercent), currencyCode: 'INR' },
      status: 'PENDING',
      attributedBy: 'COUPON',
    });
    expect(kavyaRow.incentiveAmount.formatted).toMatch(/^₹/);
    const rohanOrders = (await partnerData(gateway, rohan, PartnerTransactionsDocument)).partner;
    expect(rohanOrders.transactions.find((row) => row.orderId === placed.orderId)).toMatchObject({
      code: KAVYA.code,
      role: 'master',
      incentivePercent: rates.masterPercent,
      incentiveAmount: { amount: amountAt(rates.masterPercent) },
    });
    expect(rohanOrders.incentives.find((row) => row.orderId === placed.orderId)).toEqual({
      orderId: placed.orderId,
      customerName: '',
      partnerName: KAVYA.name,
    });
  });
});

describe('nominations', () => {
  const nominee = uniqueEmail('nominee');
  const table = { masterPercent: 10, generalPercent: 15, clientDiscount: 10 };

  it("checks the cap and the recipient before any call (the spec's messages)", async () => {
    const result = await asPartner(gateway, rohan, SendNominationDocument, {
      input: { name: 'Nina', email: '9876543210', ...table, clientDiscount: 11 },
    });
    expect(result.body.data!.sendNomination.userErrors).toEqual([
      {
        field: ['input', 'email'],
        message: 'Please mention correct Email-id or Phone No. ',
        code: 'INVALID_RECIPIENT',
      },
      { field: ['input', 'clientDiscount'], message: 'max discount is 35%', code: 'MAX_DISCOUNT' },
    ]);
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });

  it("sends a nomination, then says 'Nomination exists' for the same address", async () => {
    const sent = await partnerData(gateway, rohan, SendNominationDocument, {
      input: { name: 'Nina Shah', email: nominee, ...table },
    });
    expect(sent.sendNomination).toEqual({ ok: true, message: 'Nomination Sent Successfully.', userErrors: [] });
    const again = await partnerData(gateway, rohan, SendNominationDocument, {
      input: { name: 'Nina Shah', email: nominee.toUpperCase(), ...table },
    });
    expect(again.sendNomination.userErrors).toEqual([
      { field: ['input', 'email'], message: 'Nomination exists', code: 'NOMINATION_EXISTS' },
    ]);
    const { partner } = await partnerData(gateway, rohan, NominationsAndProposedIncentiveDocument, {
      email: nominee,
    });
    expect(partner.nominations[0]).toEqual({
      recipient: nominee,
      status: 'Nominated',
      joined: false,
      code: '', // the nominee's own code once joined
    });
    expect(partner.proposedIncentive).toEqual({
      name: 'Nina Shah',
      code: '',
      masterName: ROHAN.name,
      masterCode: ROHAN.code,
      ...table,
    });
  });

  it('lets the nominee join by the mailed link; the nomination then reads Joined and the nominee logs in', async () => {
    const token = linkToken((await newestMail(upstream.url, nominee)).body, /\/cp\/join\/([\w%-]+)/);
    expect((await gateway.graphql(NominationInviteDocument, { token })).body.data!.nominationInvite).toEqual({
      name: 'Nina Shah',
      email: nominee,
      masterName: ROHAN.name,
      masterCode: ROHAN.code,
      ...table,
    });
    const join = {
      token,
      surname: 'Shah',
      phone: uniquePhone(),
      pincode: '560001',
      city: 'Bengaluru',
      address: '7, Residency Road',
      password: 'Nina@2026',
      confirmPassword: 'Nina@2026',
    };
    const mismatch = await gateway.graphql(JoinNominationDocument, {
      input: { ...join, confirmPassword: 'Nina@2027' },
    });
    expect(mismatch.body.data!.joinNomination.userErrors[0]!.message).toBe(
      'New Password and New Confirm Password did not match.',
    );
    expect((await gateway.graphql(JoinNominationDocument, { input: join })).body.data!.joinNomination).toEqual({
      ok: true,
      message: 'Registered Successfully',
      userErrors: [],
    });
    expect((await gateway.graphql(NominationInviteDocument, { token })).body.data!.nominationInvite).toBeNull();
    const nominations = (await partnerData(gateway, rohan, NominationStatusesDocument)).partner.nominations;
    expect(nominations.find((n) => n.recipient === nominee)).toEqual({
      recipient: nominee,
      status: 'Joined',
      joined: true,
    });
    const login = await gateway.graphql(PartnerLoginDocument, {
      input: { email: nominee, password: 'Nina@2026', ...(await solvedCaptcha(gateway)) },
    });
    expect(login.body.data!.partnerLogin.partner).toMatchObject({ level: 'GENERAL', levelLabel: 'V5 (General)' });
    const again = await gateway.graphql(JoinNominationDocument, { input: join });
    expect(again.body.data!.joinNomination.userErrors).toEqual([
      { field: ['input', 'token'], message: 'This link is invalid or has expired.', code: 'LINK_INVALID' },
    ]);
  });
});

describe('addPartner', () => {
  const newPartner = () => ({
    salutationId: '1',
    name: 'Dev',
    surname: 'Kapoor',
    email: uniqueEmail('new.cp'),
    pincode: '560001',
    countryId: '2',
    stateId: '17',
    city: 'Bengaluru',
    phone: uniquePhone(),
    referName: ROHAN.name,
    referContact: ROHAN.email,
  });

  it("checks the form with the spec's messages before any call", async () => {
    const result = await asPartner(gateway, rohan, AddPartnerDocument, {
      input: { ...newPartner(), salutationId: null, countryId: '5', pincode: '5600', referContact: 'rohan' },
    });
    expect(result.body.data!.addPartner.userErrors).toEqual([
      { field: ['input', 'salutationId'], message: 'Please Select Salutation', code: 'SALUTATION_REQUIRED' },
      {
        field: ['input', 'pincode'],
        message: 'Please enter a valid 6-digit numeric pincode.',
        code: 'INVALID_PINCODE',
      },
      { field: ['input', 'countryId'], message: 'Channel partners can be added in India only.', code: 'INDIA_ONLY' },
      {
        field: ['input', 'referContact'],
        message: 'Please enter a valid email address or mobile number.',
        code: 'INVALID_EMAIL_OR_PHONE',
      },
    ]);
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });

  it("says 'User already exists' for a partner's email", async () => {
    const result = await partnerData(gateway, rohan, AddPartnerDocument, {
      input: { ...newPartner(), email: KAVYA.email },
    });
    expect(result.addPartner).toEqual({
      ok: false,
      message: null,
      partner: null,
      userErrors: [{ field: ['input', 'email'], message: 'User already exists', code: 'USER_EXISTS' }],
    });
  });

  it('adds a General partner under the Master, who sets a first password by the mailed link and logs in', async () => {
    const input = newPartner();
    const added = (await partnerData(gateway, rohan, AddPartnerDocument, { input })).addPartner;
    expect(added).toMatchObject({
      ok: true,
      message: 'Registered Successfully',
      userErrors: [],
      partner: {
        fullName: 'Dev Kapoor',
        email: input.email,
        levelLabel: 'V5 (General)',
        status: 'Pending',
        referName: ROHAN.name,
      },
    });
    const subPartners = (await partnerData(gateway, rohan, SubPartnerIdsDocument)).partner.subPartners;
    expect(subPartners).toContainEqual({ id: added.partner!.id, email: input.email });
    const token = linkToken((await newestMail(upstream.url, input.email)).body, /forgotpassword\?token=([\w%-]+)/);
    expect(
      (
        await gateway.graphql(PartnerSetFirstPasswordDocument, {
          input: { token, password: 'Dev@20266', confirmPassword: 'Dev@20266' },
        })
      ).body.data!.partnerResetPassword,
    ).toEqual({ ok: true, userErrors: [] });
    const login = await gateway.graphql(PartnerLoginDocument, {
      input: { email: input.email, password: 'Dev@20266', ...(await solvedCaptcha(gateway)) },
    });
    expect(login.body.data!.partnerLogin.partner).toMatchObject({ level: 'GENERAL' });
  });
});
