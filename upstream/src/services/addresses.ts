// Saved addresses: list, save from the address form (a delivery address and, with it, a billing
// address), edit either kind, set the GST number, delete; and the countries with their states that
// the form offers. State and country come from the pincode directory, never from the form.
// Refusals are typed with the message to show.
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  checkAddressFields,
  parseAgeGroup,
  parseGender,
  parseGstin,
  type AddressFields,
  type RawAddressFields,
} from '@shop/commerce/checkout/address-form';
import { MAX_ADDRESSES_PER_USER } from '@shop/commerce/checkout/limits';
import { ADDRESS_ERRORS as AE, CHECKOUT_ERRORS as E, CHECKOUT_MESSAGES as M } from '@shop/commerce/checkout/messages';
import {
  countAddresses,
  countriesWithStates,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  makePrimary,
  primaryAddress,
  updateAddress,
  type AddressKind,
} from '../db/queries/addresses.ts';
import { findPincodeDetails } from '../db/queries/geo.ts';
import { lockCustomer } from '../db/queries/checkout.ts';
import type { Database } from '../db/schema.ts';
import type { AddressTable } from '../db/schema-accounts.ts';
import { DEFAULT_COUNTRY_ID } from '../domain/checkout-constants.ts';
import type { AddressBody, AddressPayload, CountryList } from '../routes/schemas/checkout.ts';
import type { Clock } from './clock.ts';

type Db = Kysely<Database>;
export type Refusal = { status: 400 | 404 | 409; message: string; code?: string; field?: string };
export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const refuse = <T>(status: Refusal['status'], message: string, field?: string, code?: string): Result<T> => ({
  ok: false,
  refusal: { status, message, ...(field ? { field } : {}), ...(code ? { code } : {}) },
});

export function toAddressBody(row: Selectable<AddressTable>): AddressBody {
  return {
    id: row.id,
    kind: row.kind === 'billing' ? 'billing' : 'delivery',
    fname: row.fname,
    lname: row.lname,
    deladdress: row.deladdress,
    delcity: row.delcity,
    delstate: row.delstate,
    country: row.country,
    pincode: row.pincode,
    mobile_no: row.mobile_no,
    emailid: row.emailid,
    gender: row.gender,
    agegroup: row.agegroup,
    isprimary: row.isprimary === 1 ? 1 : 0,
    gst: row.gst,
  };
}

function fieldsOf(payload: AddressPayload, prefix: 'billing' | 'shipping'): RawAddressFields {
  return {
    firstName: payload[`${prefix}FirstName`],
    lastName: payload[`${prefix}LastName`],
    address: payload[`${prefix}Address`],
    city: payload[`${prefix}City`],
    pincode: payload[`${prefix}Pincode`],
    phone: payload[`${prefix}Phone`],
    email: payload[`${prefix}Email`],
  };
}

/** The REST contract's flags: '1', 1, true, 'true', 'on' and 'yes' are on. */
export function isOn(value: unknown): boolean {
  return (
    value === true ||
    value === 1 ||
    (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase()))
  );
}

const given = (fields: RawAddressFields) => Object.values(fields).some((v) => (v ?? '').trim() !== '');
const capitalised = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

export interface SavedAddresses {
  message: string;
  id: number;
  billing_id: number | null;
  address: AddressBody;
  billing_address: AddressBody | null;
}

export interface UpdatedAddress {
  message: string;
  address: AddressBody;
}

interface Placed extends AddressFields {
  state: string;
  country: string;
}

export function createAddresses(db: Db, clock: Clock) {
  /** Checks one field set and fills state and country from the directory. */
  async function place(raw: RawAddressFields, prefix: 'billing' | 'shipping'): Promise<Result<Placed>> {
    const check = checkAddressFields(raw);
    if (!check.ok) return refuse(400, AE[check.problem.key].message, `${prefix}${capitalised(check.problem.field)}`);
    const details = await findPincodeDetails(db, check.fields.pincode);
    if (!details) return refuse(400, AE.unknownPincode.message, `${prefix}Pincode`);
    return { ok: true, value: { ...check.fields, state: details.state_name, country: details.country_name } };
  }

  const row = (userId: number, kind: AddressKind, p: Placed, at: string) => ({
    user_id: userId,
    kind,
    fname: p.firstName,
    lname: p.lastName,
    deladdress: p.address,
    delcity: p.city,
    delstate: p.state,
    country: p.country,
    pincode: p.pincode,
    mobile_no: p.phone,
    emailid: p.email,
    created_at: at,
    updated_at: at,
  });
  const changes = (p: Placed, at: string) => ({
    fname: p.firstName,
    lname: p.lastName,
    deladdress: p.address,
    delcity: p.city,
    delstate: p.state,
    country: p.country,
    pincode: p.pincode,
    mobile_no: p.phone,
    emailid: p.email,
    updated_at: at,
  });

  async function reload(userId: number, id: number): Promise<AddressBody> {
    const saved = await findAddress(db, userId, id);
    if (!saved) throw new Error(`address ${id} vanished`);
    return toAddressBody(saved);
  }

  async function person(payload: AddressPayload): Promise<Result<{ gender: string; agegroup: string }>> {
    const gender = parseGender(payload.gender);
    if (!gender) return refuse(400, AE.gender.message, 'gender');
    const agegroup = parseAgeGroup(payload.agegroup);
    if (!agegroup) return refuse(400, AE.ageGroup.message, 'agegroup');
    return { ok: true, value: { gender, agegroup } };
  }

  return {
    async list(userId: number, kind: AddressKind): Promise<AddressBody[]> {
      return (await listAddresses(db, userId, kind)).map(toAddressBody);
    },

    async save(userId: number, payload: AddressPayload): Promise<Result<SavedAddresses>> {
      const counts = await countAddresses(db, userId);
      const billingRaw = fieldsOf(payload, 'billing');
      const withBilling = given(billingRaw);
      if (!withBilling && counts.billing === 0) return refuse(400, AE.billingRequired.message, 'billingFirstName');
      const sameAsBilling = isOn(payload.ischecked);
      if (sameAsBilling && !withBilling) return refuse(400, AE.billingRequired.message, 'billingFirstName');
      if (counts.delivery + counts.billing + (withBilling ? 2 : 1) > MAX_ADDRESSES_PER_USER)
        return refuse(409, E.tooManyAddresses.message);
      let billing: Placed | null = null;
      let who: { gender: string; agegroup: string } | null = null;
      if (withBilling) {
        const placed = await place(billingRaw, 'billing');
        if (!placed.ok) return placed;
        const checked = await person(payload);
        if (!checked.ok) return checked;
        billing = placed.value;
        who = checked.value;
      }
      const delivery: Result<Placed> =
        sameAsBilling && billing
          ? { ok: true, value: billing }
          : await place(fieldsOf(payload, 'shipping'), 'shipping');
      if (!delivery.ok) return delivery;
      const gst = parseGstin(payload.gst);
      if (gst === undefined) return refuse(400, AE.gstInvalid.message, 'gst');
      const at = clock().toISOString();
      const ids = await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, userId);
        const id = await insertAddress(trx, row(userId, 'delivery', delivery.value, at));
        if (counts.delivery === 0 || isOn(payload.isdefault)) await makePrimary(trx, userId, 'delivery', id, at);
        let billingId: number | null = null;
        if (billing && who) {
          billingId = await insertAddress(trx, { ...row(userId, 'billing', billing, at), ...who, gst });
          if (counts.billing === 0 || isOn(payload.isdefault)) await makePrimary(trx, userId, 'billing', billingId, at);
        }
        return { id, billingId };
      });
      return {
        ok: true,
        value: {
          message: M.addressSaved,
          id: ids.id,
          billing_id: ids.billingId,
          address: await reload(userId, ids.id),
          billing_address: ids.billingId === null ? null : await reload(userId, ids.billingId),
        },
      };
    },

    async updateDelivery(userId: number, payload: AddressPayload): Promise<Result<UpdatedAddress>> {
      const existing = payload.id === undefined ? undefined : await findAddress(db, userId, payload.id);
      if (!existing || existing.kind !== 'delivery')
        return refuse(404, E.addressNotFound.message, 'id', E.addressNotFound.code);
      const placed = await place(fieldsOf(payload, 'shipping'), 'shipping');
      if (!placed.ok) return placed;
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, userId);
        await updateAddress(trx, userId, existing.id, changes(placed.value, at));
        if (isOn(payload.isdefault)) await makePrimary(trx, userId, 'delivery', existing.id, at);
      });
      return { ok: true, value: { message: M.addressUpdated, address: await reload(userId, existing.id) } };
    },

    /** The billing fields and person, or (GST mode) only the GST number when no billing field is given. */
    async updateBilling(userId: number, payload: AddressPayload): Promise<Result<UpdatedAddress>> {
      const existing = payload.id === undefined ? undefined : await findAddress(db, userId, payload.id);
      if (!existing || existing.kind !== 'billing')
        return refuse(404, E.addressNotFound.message, 'id', E.addressNotFound.code);
      const gst = payload.gst === undefined ? existing.gst : parseGstin(payload.gst);
      if (gst === undefined) return refuse(400, AE.gstInvalid.message, 'gst');
      const at = clock().toISOString();
      const raw = fieldsOf(payload, 'billing');
      if (!given(raw)) {
        await updateAddress(db, userId, existing.id, { gst, updated_at: at });
        return { ok: true, value: { message: M.addressUpdated, address: await reload(userId, existing.id) } };
      }
      const placed = await place(raw, 'billing');
      if (!placed.ok) return placed;
      const checked = await person(payload);
      if (!checked.ok) return checked;
      await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, userId);
        await updateAddress(trx, userId, existing.id, { ...changes(placed.value, at), ...checked.value, gst });
        if (isOn(payload.isdefault)) await makePrimary(trx, userId, 'billing', existing.id, at);
      });
      return { ok: true, value: { message: M.addressUpdated, address: await reload(userId, existing.id) } };
    },

    /** Deletes an address; when it was primary, the oldest remaining one of its kind becomes primary. */
    async remove(userId: number, id: number): Promise<Result<{ message: string; id: number }>> {
      const at = clock().toISOString();
      const deleted = await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, userId);
        const existing = await findAddress(trx, userId, id);
        if (!existing) return false;
        await deleteAddress(trx, userId, id);
        const kind: AddressKind = existing.kind === 'billing' ? 'billing' : 'delivery';
        const next = await primaryAddress(trx, userId, kind);
        if (existing.isprimary === 1 && next) await makePrimary(trx, userId, kind, next.id, at);
        return true;
      });
      if (!deleted) return refuse(404, E.addressNotFound.message, 'id', E.addressNotFound.code);
      return { ok: true, value: { message: M.addressDeleted, id } };
    },

    /** Countries with their states, the default country (India) first. */
    async countries(): Promise<z.infer<typeof CountryList>> {
      const rows = await countriesWithStates(db);
      const countries = new Map<number, z.infer<typeof CountryList>[number]>();
      for (const r of rows) {
        const country = countries.get(r.country_id) ?? {
          country_id: r.country_id,
          country_name: r.country_name,
          c_code: r.iso_code,
          phone_code: r.phone_code,
          states: [],
        };
        country.states.push({ states_id: r.state_id, states_name: r.state_name });
        countries.set(r.country_id, country);
      }
      return [...countries.values()].sort(
        (a, b) =>
          Number(b.country_id === DEFAULT_COUNTRY_ID) - Number(a.country_id === DEFAULT_COUNTRY_ID) ||
          a.country_id - b.country_id,
      );
    },
  };
}

export type Addresses = ReturnType<typeof createAddresses>;
