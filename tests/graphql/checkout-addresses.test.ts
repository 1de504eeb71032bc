// Addresses, pincode lookup and countries through the gateway against a real upstream: the
// viewer's lists, adding (with the form's rules as userErrors), editing delivery and billing, the
// GST number, deleting, isolation between customers, and guests.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { BENGALURU, MUMBAI, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  AddAddressDocument,
  AddressListsDocument,
  CountriesDocument,
  DeleteAddressDocument,
  PincodeDetailsDocument,
  PincodeStateDocument,
  UpdateBillingAddressDocument,
  UpdateDeliveryAddressDocument,
  UpdateGstNumberDocument,
  type AddAddressInput,
} from './generated/graphql.ts';
import { login, newCustomer } from './shopper.ts';

const { gateway } = useShop();

describe("the viewer's addresses", () => {
  it("lists Aarav's delivery and billing addresses, renamed", async () => {
    const token = await login(gateway, 'aarav@example.com', 'Shop@1234');
    const { viewer } = await data(gateway, AddressListsDocument, {}, token);
    expect(viewer!.deliveryAddresses).toMatchObject([
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
    expect(viewer!.billingAddresses).toMatchObject([
      { kind: 'BILLING', gender: 'MALE', ageGroup: 'AGE_25_40', isPrimary: true, gstNumber: null },
    ]);
  });

  it('is not there for a guest', async () => {
    const { body } = await gateway.graphql(AddressListsDocument);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer).toBeNull();
  });
});

describe('addAddress', () => {
  it('saves the first address with billing same as delivery, state and country from the pincode', async () => {
    const { token } = await newCustomer(gateway);
    const result = await data(
      gateway,
      AddAddressDocument,
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
    const errors = async (input: AddAddressInput) =>
      (await data(gateway, AddAddressDocument, { input }, token)).addAddress.userErrors;
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
    const { body } = await gateway.graphql(AddAddressDocument, { input: { shipping: BENGALURU } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('editing and deleting', () => {
  it('edits a delivery address and makes it primary', async () => {
    const customer = await checkoutCustomer(gateway);
    const second = await data(gateway, AddAddressDocument, { input: { shipping: MUMBAI } }, customer.token);
    const id = second.addAddress.deliveryAddress!.id;
    const result = await data(
      gateway,
      UpdateDeliveryAddressDocument,
      { input: { id, fields: { ...MUMBAI, firstName: 'Moved' }, makePrimary: true } },
      customer.token,
    );
    expect(result.updateDeliveryAddress).toMatchObject({
      message: 'Address updated Successfully.',
      address: { id, firstName: 'Moved', state: 'Maharashtra', isPrimary: true },
    });
    const { viewer } = await data(gateway, AddressListsDocument, {}, customer.token);
    expect(viewer!.deliveryAddresses.map((a) => a.id)).toEqual([id, customer.addressId]);
  });

  it('edits a billing address and its GST number', async () => {
    const customer = await checkoutCustomer(gateway);
    const billing = await data(
      gateway,
      UpdateBillingAddressDocument,
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
      UpdateGstNumberDocument,
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
      UpdateGstNumberDocument,
      { input: { addressId: customer.billingId, gstNumber: ' ' } },
      customer.token,
    );
    expect(blank.updateGstNumber.userErrors).toEqual([
      { field: ['input', 'gstNumber'], message: 'Please enter your GST number.', code: 'GST_REQUIRED' },
    ]);
    const bad = await data(
      gateway,
      UpdateGstNumberDocument,
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
    const refused = await data(gateway, DeleteAddressDocument, { id: other.addressId }, customer.token);
    expect(refused.deleteAddress).toEqual({
      deletedId: null,
      userErrors: [{ field: ['id'], message: 'Address not found', code: 'ADDRESS_NOT_FOUND' }],
    });
    const deleted = await data(gateway, DeleteAddressDocument, { id: customer.addressId }, customer.token);
    expect(deleted.deleteAddress).toEqual({ deletedId: customer.addressId, userErrors: [] });
    expect((await data(gateway, AddressListsDocument, {}, customer.token)).viewer!.deliveryAddresses).toEqual([]);
    expect((await data(gateway, AddressListsDocument, {}, other.token)).viewer!.deliveryAddresses).toHaveLength(1);
  });
});

describe('pincode lookup and countries', () => {
  it('fills state, country and city from a pincode', async () => {
    const { body } = await gateway.graphql(PincodeDetailsDocument, { pincode: '400001' });
    expect(body.data!.pincodeDetails).toMatchObject({
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
    expect((await gateway.graphql(PincodeStateDocument, { pincode: '999999' })).body.data!.pincodeDetails).toBeNull();
    const { body } = await gateway.graphql(PincodeStateDocument, { pincode: '12' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please enter a valid 6-digit pincode.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists India first, the default, with its states', async () => {
    const { body } = await gateway.graphql(CountriesDocument);
    expect(body.data!.countries[0]).toMatchObject({ id: '2', name: 'India', code: 'IN', isDefault: true });
    expect(body.data!.countries[0]!.states).toHaveLength(36);
  });
});
