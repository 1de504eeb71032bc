// Addresses, pincode lookup and countries through the gateway against a real upstream: the
// viewer's lists, adding (with the form's rules as userErrors), editing delivery and billing, the
// GST number, deleting, isolation between customers, and guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../support/gateway.ts';
import { startUpstream } from '../support/upstream.ts';
import { ADD_ADDRESS, ADDRESS, BENGALURU, MUMBAI, checkoutCustomer, data } from './checkout-shopper.ts';
import { login, newCustomer } from './shopper.ts';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: StartedGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway({ upstreamUrl: upstream.url, dataDir: upstream.dataDir });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const LISTS = `{ viewer { deliveryAddresses { ${ADDRESS} } billingAddresses { ${ADDRESS} } } }`;
const UPDATE_DELIVERY = `mutation U($input: UpdateDeliveryAddressInput!) { updateDeliveryAddress(input: $input) { address { ${ADDRESS} } message userErrors { field message code } } }`;
const UPDATE_BILLING = `mutation U($input: UpdateBillingAddressInput!) { updateBillingAddress(input: $input) { address { ${ADDRESS} } message userErrors { field message code } } }`;
const UPDATE_GST = `mutation U($input: UpdateGstNumberInput!) { updateGstNumber(input: $input) { address { id gstNumber } message userErrors { field message code } } }`;
const DELETE = `mutation D($id: ID!) { deleteAddress(id: $id) { deletedId userErrors { field message code } } }`;

describe("the viewer's addresses", () => {
  it("lists Aarav's delivery and billing addresses, renamed", async () => {
    const token = await login(gateway, 'aarav@example.com', 'Shop@1234');
    const { viewer } = await data(gateway, LISTS, {}, token);
    expect(viewer.deliveryAddresses).toMatchObject([
      {
        kind: 'DELIVERY',
        name: 'Aarav Sharma',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        isPrimary: true,
        gender: null,
      },
    ]);
    expect(viewer.billingAddresses).toMatchObject([
      { kind: 'BILLING', gender: 'MALE', ageGroup: 'AGE_25_40', isPrimary: true, gstNumber: null },
    ]);
  });

  it('is not there for a guest', async () => {
    const { body } = await gateway.graphql(LISTS);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toBeNull();
  });
});

describe('addAddress', () => {
  it('saves the first address with billing same as delivery, state and country from the pincode', async () => {
    const { token } = await newCustomer(gateway);
    const result = await data(
      gateway,
      ADD_ADDRESS,
      {
        input: {
          billing: { ...BENGALURU, state: 'Typed State' },
          sameAsBilling: true,
          gender: 'OTHER',
          ageGroup: 'AGE_40_ABOVE',
          gstNumber: '29abcde1234f1z5',
        },
      },
      token,
    );
    expect(result.addAddress).toMatchObject({
      message: 'Address Saved Successfully.',
      userErrors: [],
      deliveryAddress: { kind: 'DELIVERY', state: 'Karnataka', country: 'India', isPrimary: true },
      billingAddress: {
        kind: 'BILLING',
        state: 'Karnataka',
        gender: 'OTHER',
        ageGroup: 'AGE_40_ABOVE',
        gstNumber: '29ABCDE1234F1Z5',
      },
    });
  });

  it('answers the form rules as userErrors on their fields', async () => {
    const { token } = await newCustomer(gateway);
    const errors = async (input: Record<string, unknown>) =>
      (await data(gateway, ADD_ADDRESS, { input }, token)).addAddress.userErrors;
    expect(
      await errors({
        billing: { ...BENGALURU, phone: '123' },
        sameAsBilling: true,
        gender: 'MALE',
        ageGroup: 'AGE_18_25',
      }),
    ).toEqual([
      {
        field: ['input', 'billing', 'phone'],
        message: 'Please enter a valid 10-digit mobile number.',
        code: 'INVALID',
      },
    ]);
    expect(await errors({ billing: BENGALURU, sameAsBilling: true })).toEqual([
      { field: ['input', 'gender'], message: 'Please select a gender.', code: 'INVALID' },
      { field: ['input', 'ageGroup'], message: 'Please select an age group.', code: 'INVALID' },
    ]);
    // Upstream's own rules: a first address needs a billing address; an unknown pincode.
    expect(await errors({ shipping: BENGALURU })).toEqual([
      { field: ['input', 'billing', 'firstName'], message: 'Please enter the billing address.', code: 'INVALID' },
    ]);
    expect(
      await errors({
        billing: { ...BENGALURU, pincode: '999999' },
        sameAsBilling: true,
        gender: 'MALE',
        ageGroup: 'AGE_18_25',
      }),
    ).toEqual([
      {
        field: ['input', 'billing', 'pincode'],
        message: 'We could not find this pincode. Please check it.',
        code: 'INVALID',
      },
    ]);
  });

  it('needs a customer', async () => {
    const { body } = await gateway.graphql(ADD_ADDRESS, { input: { shipping: BENGALURU } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('editing and deleting', () => {
  it('edits a delivery address and makes it primary', async () => {
    const customer = await checkoutCustomer(gateway);
    const second = await data(gateway, ADD_ADDRESS, { input: { shipping: MUMBAI } }, customer.token);
    const id = second.addAddress.deliveryAddress.id;
    const result = await data(
      gateway,
      UPDATE_DELIVERY,
      { input: { id, fields: { ...MUMBAI, firstName: 'Moved' }, makePrimary: true } },
      customer.token,
    );
    expect(result.updateDeliveryAddress).toMatchObject({
      message: 'Address updated Successfully.',
      address: { id, firstName: 'Moved', state: 'Maharashtra', isPrimary: true },
    });
    const { viewer } = await data(gateway, LISTS, {}, customer.token);
    expect(viewer.deliveryAddresses.map((a: { id: string }) => a.id)).toEqual([id, customer.addressId]);
  });

  it('edits a billing address and its GST number', async () => {
    const customer = await checkoutCustomer(gateway);
    const billing = await data(
      gateway,
      UPDATE_BILLING,
      {
        input: {
          id: customer.billingId,
          fields: { ...MUMBAI, firstName: 'Billed' },
          gender: 'MALE',
          ageGroup: 'AGE_18_25',
        },
      },
      customer.token,
    );
    expect(billing.updateBillingAddress.address).toMatchObject({
      firstName: 'Billed',
      state: 'Maharashtra',
      gender: 'MALE',
      ageGroup: 'AGE_18_25',
    });
    const gst = await data(
      gateway,
      UPDATE_GST,
      { input: { addressId: customer.billingId, gstNumber: '27abcde1234f1z5' } },
      customer.token,
    );
    expect(gst.updateGstNumber).toMatchObject({
      address: { id: customer.billingId, gstNumber: '27ABCDE1234F1Z5' },
      message: 'Address updated Successfully.',
      userErrors: [],
    });
    const blank = await data(
      gateway,
      UPDATE_GST,
      { input: { addressId: customer.billingId, gstNumber: ' ' } },
      customer.token,
    );
    expect(blank.updateGstNumber.userErrors).toEqual([
      { field: ['input', 'gstNumber'], message: 'Please enter your GST number.', code: 'GST_REQUIRED' },
    ]);
    const bad = await data(
      gateway,
      UPDATE_GST,
      { input: { addressId: customer.billingId, gstNumber: '27ABC' } },
      customer.token,
    );
    expect(bad.updateGstNumber.userErrors).toEqual([
      { field: ['input', 'gstNumber'], message: 'Please enter a valid GST number.', code: 'GST_INVALID' },
    ]);
  });

  it("deletes the viewer's address, and refuses another customer's", async () => {
    const customer = await checkoutCustomer(gateway);
    const other = await checkoutCustomer(gateway);
    const refused = await data(gateway, DELETE, { id: other.addressId }, customer.token);
    expect(refused.deleteAddress).toEqual({
      deletedId: null,
      userErrors: [{ field: ['id'], message: 'Address not found', code: 'ADDRESS_NOT_FOUND' }],
    });
    const deleted = await data(gateway, DELETE, { id: customer.addressId }, customer.token);
    expect(deleted.deleteAddress).toEqual({ deletedId: customer.addressId, userErrors: [] });
    expect((await data(gateway, LISTS, {}, customer.token)).viewer.deliveryAddresses).toEqual([]);
    expect((await data(gateway, LISTS, {}, other.token)).viewer.deliveryAddresses).toHaveLength(1);
  });
});

describe('pincode lookup and countries', () => {
  it('fills state, country and city from a pincode', async () => {
    const { body } = await gateway.graphql(
      '{ pincodeDetails(pincode: "400001") { pincode city district state gstStateCode country countryId isoCode currencySymbol taxName taxPercent } }',
    );
    expect(body.data.pincodeDetails).toMatchObject({
      pincode: '400001',
      state: 'Maharashtra',
      gstStateCode: '27',
      country: 'India',
      countryId: '2',
      isoCode: 'IN-MH',
      currencySymbol: '₹',
      taxName: 'GST',
      taxPercent: 18,
    });
  });

  it('is null for a pincode outside India and BAD_USER_INPUT for a malformed one', async () => {
    expect(
      (await gateway.graphql('{ pincodeDetails(pincode: "999999") { state } }')).body.data.pincodeDetails,
    ).toBeNull();
    const { body } = await gateway.graphql('{ pincodeDetails(pincode: "12") { state } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Pincode must be 6 digits.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists India first, the default, with its states', async () => {
    const { body } = await gateway.graphql('{ countries { id name code isDefault states { id name } } }');
    expect(body.data.countries[0]).toMatchObject({ id: '2', name: 'India', code: 'IN', isDefault: true });
    expect(body.data.countries[0].states).toHaveLength(36);
  });
});
