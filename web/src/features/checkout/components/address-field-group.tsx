import { ADDRESS_ERRORS } from '@shop/commerce/checkout/messages';
import { digitsOnly, PHONE_DIGITS } from '@shop/commerce/contact';
import { TextField } from '@/components/ui/text-field.tsx';
import { PINCODE_LOOKUP_MESSAGE } from '@/lib/constants.ts';
import { usePincodeLookup } from '@/lib/use-pincode-lookup.ts';
import {
  withPincode,
  withPincodeDetails,
  type AddressFields,
  type FieldErrors,
} from '@/features/checkout/lib/address-form.ts';

type AddressFieldGroupProps = {
  legend: string;
  fields: AddressFields;
  onChange: (update: (fields: AddressFields) => AddressFields) => void;
  /** Messages of the fields the shopper has left (shown after a blur or a submit attempt). */
  errors: FieldErrors;
  disabled?: boolean;
};

/**
 * One address's boxes. State and country are read-only: the pincode lookup fills them (and an
 * empty city) as the pincode reaches 6 digits.
 */
export function AddressFieldGroup({ legend, fields, onChange, errors, disabled = false }: AddressFieldGroupProps) {
  const { loading, unknown } = usePincodeLookup(fields.pincode, (place) =>
    onChange((current) => withPincodeDetails(current, place)),
  );
  const set = (key: keyof AddressFields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange((current) => ({ ...current, [key]: value }));
  };

  return (
    <fieldset className="address-fields" disabled={disabled}>
      <legend>{legend}</legend>
      <TextField
        label="First name"
        required
        value={fields.firstName}
        onChange={set('firstName')}
        autoComplete="given-name"
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        required
        value={fields.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        error={errors.lastName}
      />
      <TextField
        label="Phone"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        value={fields.phone}
        onChange={(event) => {
          const value = digitsOnly(event.target.value, PHONE_DIGITS);
          onChange((current) => ({ ...current, phone: value }));
        }}
        error={errors.phone}
      />
      <TextField
        label="Email (optional)"
        type="email"
        value={fields.email}
        onChange={set('email')}
        autoComplete="email"
        error={errors.email}
      />
      <TextField
        className="address-wide"
        label="Address"
        required
        value={fields.address}
        onChange={set('address')}
        autoComplete="street-address"
        error={errors.address}
      />
      <TextField
        label="Pincode"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        value={fields.pincode}
        onChange={(event) => {
          const value = event.target.value;
          onChange((current) => withPincode(current, value));
        }}
        hint={loading ? PINCODE_LOOKUP_MESSAGE : undefined}
        error={unknown ? ADDRESS_ERRORS.unknownPincode.message : errors.pincode}
      />
      <TextField
        label="City"
        required
        value={fields.city}
        onChange={set('city')}
        autoComplete="address-level2"
        error={errors.city}
      />
      <TextField label="State" required readOnly value={fields.state} />
      <TextField label="Country" required readOnly value={fields.country} />
    </fieldset>
  );
}
