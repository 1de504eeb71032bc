import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseGstin } from '@shop/commerce/checkout/address-form';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AddressCard_AddressFragment, AgeGroup, Gender } from '@/generated/graphql.ts';
import { useAddAddressMutation } from '@/generated/operations/add-address.ts';
import { useUpdateBillingAddressMutation } from '@/generated/operations/update-billing-address.ts';
import { useUpdateDeliveryAddressMutation } from '@/generated/operations/update-delivery-address.ts';
import { useUpdateGstNumberMutation } from '@/generated/operations/update-gst-number.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import {
  ADDRESS_SAVE_FAILED_MESSAGE,
  AGE_GROUP_OPTIONS,
  GENDER_OPTIONS,
} from '@/features/checkout/checkout-constants.ts';
import {
  addressErrors,
  EMPTY_ADDRESS,
  fromAddress,
  gstError,
  modalTitle,
  shownErrors,
  toFieldsInput,
  type AddressFields,
  type ModalMode,
} from '@/features/checkout/lib/address-form.ts';
import { AddressFieldGroup } from './address-field-group.tsx';
import './checkout.css';

export type AddressModalMode = ModalMode<AddressCard_AddressFragment>;

type AddressModalProps = {
  mode: AddressModalMode;
  /** The viewer has no billing address yet: the add mode asks for one (with gender and age group). */
  needsBilling: boolean;
  /** The viewer has no address at all: the new one is primary. */
  firstAddress: boolean;
  onClose: () => void;
  /**
   * After a save, with the server's message ('Address Saved Successfully.'): the caller closes the
   * modal, says the message on its page and refreshes its lists. A refusal stays in the modal with
   * everything typed.
   */
  onSaved: (message: string | null) => void;
};

function initialFields(mode: AddressModalMode): AddressFields {
  return mode.kind === 'add' ? EMPTY_ADDRESS : fromAddress(mode.address);
}

/** The Add/Edit Address modal: add new, edit delivery, edit billing, manage GST. */
export function AddressModal({ mode, needsBilling, firstAddress, onClose, onSaved }: AddressModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const withBilling = mode.kind === 'edit-billing' || (mode.kind === 'add' && needsBilling);
  const [billing, setBilling] = useState<AddressFields>(() =>
    mode.kind === 'edit-billing' ? fromAddress(mode.address) : EMPTY_ADDRESS,
  );
  const [shipping, setShipping] = useState<AddressFields>(() =>
    mode.kind === 'edit-billing' ? EMPTY_ADDRESS : initialFields(mode),
  );
  const [sameAsBilling, setSameAsBilling] = useState(mode.kind === 'add' && needsBilling);
  const [primary, setPrimary] = useState(firstAddress || (mode.kind !== 'add' && mode.address.isPrimary));
  const [gender, setGender] = useState<string>(mode.kind === 'edit-billing' ? (mode.address.gender ?? '') : '');
  const [ageGroup, setAgeGroup] = useState<string>(mode.kind === 'edit-billing' ? (mode.address.ageGroup ?? '') : '');
  const [gstNumber, setGstNumber] = useState(mode.kind === 'gst' ? (mode.address.gstNumber ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const [add, added] = useAddAddressMutation();
  const [updateDelivery, updatedDelivery] = useUpdateDeliveryAddressMutation();
  const [updateBilling, updatedBilling] = useUpdateBillingAddressMutation();
  const [updateGst, updatedGst] = useUpdateGstNumberMutation();
  const saving = added.loading || updatedDelivery.loading || updatedBilling.loading || updatedGst.loading;

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  const billingErrors = withBilling ? addressErrors(billing) : {};
  const shippingErrors =
    mode.kind === 'gst' || mode.kind === 'edit-billing' || (mode.kind === 'add' && withBilling && sameAsBilling)
      ? {}
      : addressErrors(shipping);
  const gstProblem = mode.kind === 'gst' ? gstError(gstNumber) : null;
  const valid =
    Object.keys(billingErrors).length === 0 &&
    Object.keys(shippingErrors).length === 0 &&
    (!withBilling || (gender !== '' && ageGroup !== '')) &&
    gstProblem === null;

  const finish = (
    payload:
      | {
          message?: string | null;
          userErrors: ReadonlyArray<{ field?: ReadonlyArray<string> | null; message: string }>;
        }
      | undefined,
  ) => {
    const problem = firstUserError(payload?.userErrors);
    if (!payload || problem) {
      setError(problem?.message ?? ADDRESS_SAVE_FAILED_MESSAGE);
      return;
    }
    onSaved(payload.message ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    setError(null);
    try {
      if (mode.kind === 'gst') {
        const result = await updateGst({
          variables: { input: { addressId: mode.address.id, gstNumber: parseGstin(gstNumber) ?? '' } },
        });
        finish(result.data?.updateGstNumber);
      } else if (mode.kind === 'edit-delivery') {
        const result = await updateDelivery({
          variables: { input: { id: mode.address.id, fields: toFieldsInput(shipping), makePrimary: primary } },
        });
        finish(result.data?.updateDeliveryAddress);
      } else if (mode.kind === 'edit-billing') {
        const input = {
          id: mode.address.id,
          fields: toFieldsInput(billing),
          gender: gender as Gender,
          ageGroup: ageGroup as AgeGroup,
          makePrimary: primary,
        };
        const result = await updateBilling({ variables: { input } });
        finish(result.data?.updateBillingAddress);
      } else {
        const mirrored = withBilling && sameAsBilling;
        const input = {
          billing: withBilling ? toFieldsInput(billing) : null,
          shipping: mirrored ? null : toFieldsInput(shipping),
          sameAsBilling: mirrored,
          makePrimary: primary,
          gender: withBilling ? (gender as Gender) : null,
          ageGroup: withBilling ? (ageGroup as AgeGroup) : null,
        };
        const result = await add({ variables: { input } });
        finish(result.data?.addAddress);
      }
    } catch (failure) {
      console.warn('[checkout] address save failed', failure);
      setError(ADDRESS_SAVE_FAILED_MESSAGE);
    }
  };

  const title = modalTitle(mode);
  return (
    <dialog ref={dialog} className="address-modal" aria-labelledby="address-modal-title" onClose={onClose}>
      <div className="address-modal-bar">
        <h2 id="address-modal-title">{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <form className="address-form" onSubmit={(event) => void submit(event)} noValidate>
        {mode.kind === 'gst' ? (
          <TextField
            label="GST number"
            required
            autoCapitalize="characters"
            value={gstNumber}
            onChange={(event) => setGstNumber(event.target.value)}
            hint={`For the tax invoice of ${mode.address.name}'s billing address.`}
            error={gstNumber.trim() ? gstProblem : null}
          />
        ) : null}
        {withBilling ? (
          <>
            <AddressFieldGroup
              legend="Billing address"
              fields={billing}
              onChange={setBilling}
              errors={shownErrors(billing, billingErrors)}
            />
            <div className="address-choices">
              <SelectField
                label="Gender"
                required
                placeholder="Select gender"
                options={GENDER_OPTIONS}
                value={gender}
                onChange={(event) => setGender(event.target.value)}
              />
              <SelectField
                label="Age group"
                required
                placeholder="Select age group"
                options={AGE_GROUP_OPTIONS}
                value={ageGroup}
                onChange={(event) => setAgeGroup(event.target.value)}
              />
            </div>
          </>
        ) : null}
        {mode.kind === 'add' && withBilling ? (
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={sameAsBilling}
              onChange={(event) => setSameAsBilling(event.target.checked)}
            />
            Delivery address same as billing address
          </label>
        ) : null}
        {mode.kind === 'add' || mode.kind === 'edit-delivery' ? (
          withBilling && sameAsBilling ? null : (
            <AddressFieldGroup
              legend="Delivery address"
              fields={shipping}
              onChange={setShipping}
              errors={shownErrors(shipping, shippingErrors)}
            />
          )
        ) : null}
        {mode.kind !== 'gst' ? (
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={primary || firstAddress}
              disabled={firstAddress}
              onChange={(event) => setPrimary(event.target.checked)}
            />
            Make this my primary address
          </label>
        ) : null}
        <FormMessage error={error} />
        <div className="address-form-actions">
          <button type="submit" className="button button-primary" disabled={!valid || saving}>
            {saving ? <Spinner /> : null}
            {mode.kind === 'gst' ? 'Save GST number' : 'Save address'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
