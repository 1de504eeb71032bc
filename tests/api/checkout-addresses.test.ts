// Contract of saved addresses: the delivery and billing lists, saving from the address form (state
// and country from the pincode directory, gender and age group with a billing address, the first
// address primary), editing either kind, the GST number, deleting (extension), isolation between
// customers, and the countries-with-states list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, PRIYA, authed, authedPost, expectRefusal, freshCustomer, login } from './account-helpers.ts';
import { AddressList, AddressSaved, AddressUpdated, CountryList } from './checkout-contract.ts';
import { BENGALURU, MUMBAI, addressFields, saveAddresses } from './checkout-helpers.ts';
import { getOk, request } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const deliveryList = async (token: string) =>
  AddressList.parse((await authed(`${api}/Checkout/User_address_list`, token)).body);
const billingList = async (token: string) =>
  AddressList.parse((await authed(`${api}/Checkout/User_address_list_Billing`, token)).body);
const save = (token: string, body: Record<string, unknown>) =>
  authedPost(`${api}/User/Save_user_delivery_address`, token, body);

describe('the seeded addresses', () => {
  it("lists Aarav's delivery and billing addresses", async () => {
    const token = await login(api, AARAV.email);
    expect(await deliveryList(token)).toMatchObject([
      {
        kind: 'delivery',
        fname: 'Aarav',
        delcity: 'Bengaluru',
        delstate: 'Karnataka',
        pincode: '560001',
        isprimary: 1,
      },
    ]);
    expect(await billingList(token)).toMatchObject([
      { kind: 'billing', gender: 'Male', agegroup: '25-40', isprimary: 1 },
    ]);
  });

  it('answers 401 without a session', async () => {
    await expectRefusal(request(`${api}/Checkout/User_address_list`), 401);
    await expectRefusal(request(`${api}/Checkout/User_address_list_Billing`), 401);
  });
});

describe('POST /api/User/Save_user_delivery_address', () => {
  it('asks a first address for its billing fields, gender and age group', async () => {
    const customer = await freshCustomer(api, 'first');
    expect(await deliveryList(customer.token)).toEqual([]);
    await expectRefusal(
      save(customer.token, addressFields('shipping', BENGALURU)),
      400,
      'Please enter the billing address.',
    );
    await expectRefusal(
      save(customer.token, { ...addressFields('billing', BENGALURU), ischecked: 1, agegroup: '25-40' }),
      400,
      'Please select a gender.',
    );
    await expectRefusal(
      save(customer.token, { ...addressFields('billing', BENGALURU), ischecked: 1, gender: 'Male' }),
      400,
      'Please select an age group.',
    );
  });

  it('saves billing and (same as billing) delivery, primary, with state and country from the pincode', async () => {
    const customer = await freshCustomer(api, 'same');
    const answer = await save(customer.token, {
      ...addressFields('billing', BENGALURU),
      ischecked: 'true',
      gender: 'female',
      agegroup: '40 above',
      gst: '29abcde1234f1z5',
    });
    expect(answer.status, answer.text).toBe(200);
    const saved = AddressSaved.parse(answer.body);
    expect(saved.message).toBe('Address Saved Successfully.');
    expect(saved.address).toMatchObject({
      kind: 'delivery',
      delstate: 'Karnataka',
      country: 'India',
      pincode: '560001',
      isprimary: 1,
      gender: null,
    });
    expect(saved.billing_address).toMatchObject({
      kind: 'billing',
      delstate: 'Karnataka',
      gender: 'Female',
      agegroup: '40 above',
      gst: '29ABCDE1234F1Z5',
      isprimary: 1,
    });
    expect((await deliveryList(customer.token)).map((a) => a.id)).toEqual([saved.id]);
  });

  it('adds a second delivery address, primary only when asked', async () => {
    const customer = await freshCustomer(api, 'second');
    const first = await saveAddresses(api, customer.token);
    const second = AddressSaved.parse((await save(customer.token, addressFields('shipping', MUMBAI))).body);
    expect(second).toMatchObject({
      billing_id: null,
      billing_address: null,
      address: { delstate: 'Maharashtra', isprimary: 0 },
    });
    const third = AddressSaved.parse(
      (await save(customer.token, { ...addressFields('shipping', MUMBAI), isdefault: 1 })).body,
    );
    expect((await deliveryList(customer.token)).map((a) => [a.id, a.isprimary])).toEqual([
      [third.id, 1],
      [first.id, 0],
      [second.id, 0],
    ]);
  });

  it.each([
    [{ shippingPhone: '12345' }, 'Please enter a valid 10-digit mobile number.', '/shippingPhone'],
    [{ shippingPincode: '5600' }, 'Please enter a valid 6-digit pincode.', '/shippingPincode'],
    [{ shippingPincode: '999999' }, 'We could not find this pincode. Please check it.', '/shippingPincode'],
    [{ shippingFirstName: ' ' }, 'Please enter the first name.', '/shippingFirstName'],
    [{ shippingEmail: 'nope' }, 'Please enter a valid email address.', '/shippingEmail'],
  ])('refuses %o', async (change, message, path) => {
    const customer = await freshCustomer(api, 'bad');
    await saveAddresses(api, customer.token);
    const refusal = await expectRefusal(
      save(customer.token, { ...addressFields('shipping', BENGALURU), ...change }),
      400,
      message,
    );
    expect(refusal.issues?.[0]?.path).toBe(path);
  });

  it('refuses a malformed GST number', async () => {
    const customer = await freshCustomer(api, 'gst');
    await expectRefusal(
      save(customer.token, {
        ...addressFields('billing', BENGALURU),
        ischecked: 1,
        gender: 'Male',
        agegroup: '18-25',
        gst: 'GST123',
      }),
      400,
      'Please enter a valid GST number.',
    );
  });
});

describe('editing addresses', () => {
  it('edits a delivery address and makes it primary', async () => {
    const customer = await freshCustomer(api, 'edit');
    const saved = await saveAddresses(api, customer.token);
    const other = AddressSaved.parse((await save(customer.token, addressFields('shipping', BENGALURU))).body);
    const answer = await authedPost(`${api}/User/update_user_delivery_address`, customer.token, {
      id: other.id,
      ...addressFields('shipping', MUMBAI, 'Moved'),
      isdefault: 1,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(AddressUpdated.parse(answer.body)).toMatchObject({
      message: 'Address updated Successfully.',
      address: { id: other.id, fname: 'Moved', delstate: 'Maharashtra', isprimary: 1 },
    });
    expect((await deliveryList(customer.token)).find((a) => a.id === saved.id)?.isprimary).toBe(0);
  });

  it('edits a billing address, and sets only its GST number when no billing field is sent', async () => {
    const customer = await freshCustomer(api, 'billing');
    const saved = await saveAddresses(api, customer.token);
    const update = (body: Record<string, unknown>) =>
      authedPost(`${api}/User/update_user_billing_address`, customer.token, { id: saved.billing_id, ...body });
    const edited = AddressUpdated.parse(
      (await update({ ...addressFields('billing', MUMBAI, 'Billed'), gender: 'Other', agegroup: '18-25' })).body,
    );
    expect(edited.address).toMatchObject({
      fname: 'Billed',
      delstate: 'Maharashtra',
      gender: 'Other',
      agegroup: '18-25',
      gst: null,
    });
    const gst = AddressUpdated.parse((await update({ gst: '27ABCDE1234F1Z5' })).body);
    expect(gst.address).toMatchObject({ fname: 'Billed', gst: '27ABCDE1234F1Z5' });
    await expectRefusal(update({ gst: '27ABCDE' }), 400, 'Please enter a valid GST number.');
    await expectRefusal(update({ ...addressFields('billing', MUMBAI) }), 400, 'Please select a gender.');
  });

  it("refuses another customer's address and the wrong kind", async () => {
    const priya = await login(api, PRIYA.email);
    const aaravAddress = (await deliveryList(await login(api, AARAV.email)))[0]!;
    await expectRefusal(
      authedPost(`${api}/User/update_user_delivery_address`, priya, {
        id: aaravAddress.id,
        ...addressFields('shipping', BENGALURU),
      }),
      404,
      'Address not found',
    );
    const priyaBilling = (await billingList(priya))[0]!;
    await expectRefusal(
      authedPost(`${api}/User/update_user_delivery_address`, priya, {
        id: priyaBilling.id,
        ...addressFields('shipping', BENGALURU),
      }),
      404,
    );
  });
});

describe('POST /api/User/Delete_user_address (extension)', () => {
  it('deletes an address and makes the next one primary', async () => {
    const customer = await freshCustomer(api, 'delete');
    const first = await saveAddresses(api, customer.token);
    const second = AddressSaved.parse((await save(customer.token, addressFields('shipping', MUMBAI))).body);
    const answer = await authedPost(`${api}/User/Delete_user_address`, customer.token, { id: first.id });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: 'Address deleted Successfully.', id: first.id });
    expect((await deliveryList(customer.token)).map((a) => [a.id, a.isprimary])).toEqual([[second.id, 1]]);
    await expectRefusal(authedPost(`${api}/User/Delete_user_address`, customer.token, { id: first.id }), 404);
  });

  it("refuses another customer's address", async () => {
    const aaravAddress = (await deliveryList(await login(api, AARAV.email)))[0]!;
    await expectRefusal(
      authedPost(`${api}/User/Delete_user_address`, await login(api, PRIYA.email), { id: aaravAddress.id }),
      404,
    );
    expect((await deliveryList(await login(api, AARAV.email))).map((a) => a.id)).toContain(aaravAddress.id);
  });
});

describe('GET /api/CommonData/C_list', () => {
  it('lists India (id 2, the default) with its states and union territories', async () => {
    const countries = await getOk(`${api}/CommonData/C_list`, CountryList);
    expect(countries[0]).toMatchObject({ country_id: 2, country_name: 'India', c_code: 'IN', phone_code: '+91' });
    expect(countries[0]!.states).toHaveLength(36);
    expect(countries[0]!.states.map((s) => s.states_name)).toEqual(
      expect.arrayContaining(['Karnataka', 'Maharashtra', 'Ladakh', 'Lakshadweep']),
    );
  });
});
