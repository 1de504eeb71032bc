// The address mutations: a customer only, inputs checked (userErrors with upstream's wording), the
// checkout client called, upstream's refusals mapped to userErrors on the input's fields.
import { CHECKOUT_ERRORS, CHECKOUT_MESSAGES } from '@shop/commerce/checkout/messages';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userErrorWithMessage, validateInput, type UserError } from '../../graphql/user-errors.ts';
import type { AddressFormField } from './address-mapping.ts';
import type { Refusal } from './client.ts';
import {
  ADDRESS_KINDS,
  addAddressInput,
  idInput,
  updateBillingAddressInput,
  updateDeliveryAddressInput,
  updateGstNumberInput,
} from './inputs.ts';

/**
 * The argument path of a refused form field: an address field under its part (addAddress:
 * ['input', 'billing', 'firstName']) or under `fields` (the updates), another field under input.
 */
export function refusedFieldPath(field: AddressFormField | null, layout: 'split' | 'fields'): string[] | null {
  if (!field) return null;
  if (field.part === null) return ['input', field.name];
  return layout === 'split' ? ['input', field.part, field.name] : ['input', 'fields', field.name];
}

/** An upstream refusal as a userError on the argument's field (not found: the address is not the viewer's). */
export function refusalError(
  refusal: Refusal,
  layout: 'split' | 'fields',
  idField: string[] = ['input', 'id'],
): UserError {
  if (refusal.notFound)
    return userErrorWithMessage(
      CHECKOUT_ERRORS.addressNotFound.code,
      refusal.message ?? CHECKOUT_ERRORS.addressNotFound.message,
      idField,
    );
  return userErrorWithMessage(
    refusal.code ?? CHECKOUT_ERRORS.addressRefused.code,
    refusal.message ?? CHECKOUT_ERRORS.addressRefused.message,
    refusedFieldPath(refusal.field, layout),
  );
}

const failedUpdate = (userErrors: UserError[]) => ({ address: null, message: null, userErrors });

export const AddressMutation: MutationResolvers = {
  addAddress: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const valid = validateInput(addAddressInput, input, ['input'], ADDRESS_KINDS);
    if (!valid.ok) return { deliveryAddress: null, billingAddress: null, message: null, userErrors: valid.userErrors };
    const result = await clients.checkout.saveAddress(token, valid.data);
    if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
    if (result.kind === 'refused')
      return {
        deliveryAddress: null,
        billingAddress: null,
        message: null,
        userErrors: [refusalError(result.refusal, 'split')],
      };
    return {
      deliveryAddress: result.value.address,
      billingAddress: result.value.billingAddress,
      message: result.value.message ?? CHECKOUT_MESSAGES.addressSaved,
      userErrors: [],
    };
  },

  updateDeliveryAddress: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const valid = validateInput(updateDeliveryAddressInput, input, ['input'], ADDRESS_KINDS);
    if (!valid.ok) return failedUpdate(valid.userErrors);
    const result = await clients.checkout.updateDeliveryAddress(token, valid.data);
    if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
    if (result.kind === 'refused') return failedUpdate([refusalError(result.refusal, 'fields')]);
    return {
      address: result.value.address,
      message: result.value.message ?? CHECKOUT_MESSAGES.addressUpdated,
      userErrors: [],
    };
  },

  updateBillingAddress: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const valid = validateInput(updateBillingAddressInput, input, ['input'], ADDRESS_KINDS);
    if (!valid.ok) return failedUpdate(valid.userErrors);
    const result = await clients.checkout.updateBillingAddress(token, valid.data);
    if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
    if (result.kind === 'refused') return failedUpdate([refusalError(result.refusal, 'fields')]);
    return {
      address: result.value.address,
      message: result.value.message ?? CHECKOUT_MESSAGES.addressUpdated,
      userErrors: [],
    };
  },

  updateGstNumber: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const valid = validateInput(updateGstNumberInput, input, ['input'], ADDRESS_KINDS);
    if (!valid.ok) return failedUpdate(valid.userErrors);
    const result = await clients.checkout.updateGstNumber(token, valid.data.addressId, valid.data.gstNumber);
    if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
    if (result.kind === 'refused')
      return failedUpdate([refusalError(result.refusal, 'fields', ['input', 'addressId'])]);
    return {
      address: result.value.address,
      message: result.value.message ?? CHECKOUT_MESSAGES.addressUpdated,
      userErrors: [],
    };
  },

  deleteAddress: async (_parent, args, { session, clients }) => {
    const token = requireCustomer(session);
    const id = parseInput(idInput, args.id, 'id');
    const result = await clients.checkout.deleteAddress(token, id);
    if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
    if (result.kind === 'refused')
      return { deletedId: null, userErrors: [refusalError(result.refusal, 'fields', ['id'])] };
    return { deletedId: result.value.id, userErrors: [] };
  },
};
