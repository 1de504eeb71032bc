import { useRef, useState, type FormEvent } from 'react';
import { PHONE_DIGITS, PINCODE_DIGITS, digitsOnly } from '@shop/commerce/contact';
import { AADHAAR_DIGITS } from '@shop/commerce/partner/limits';
import { PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { SelectField, TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { PersonalDetailsForm_CountryFragment, PersonalDetailsForm_PartnerFragment } from '@/generated/graphql.ts';
import { useUpdatePartnerDetailsMutation } from '@/generated/operations/update-partner-details.ts';
import type { FileUpload } from '@/lib/file-upload.ts';
import { usePincodeLookup } from '@/lib/use-pincode-lookup.ts';
import { firstUserError, formFieldOf, type FieldMessage } from '@/lib/user-errors.ts';
import {
  personalDetailsInput,
  personalDetailsProblem,
  withPincodePlace,
  type PersonalDetailsValues,
} from '@/features/partner/lib/personal-details.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/features/partner/partner-constants.ts';
import { FileField } from '@/components/ui/file-field.tsx';
import { usePartnerErrorHandler } from './partner-page.tsx';
import { DocumentLink } from './profile-table.tsx';
import './partner.css';

type PersonalDetailsFormProps = {
  partner: PersonalDetailsForm_PartnerFragment;
  countries: readonly PersonalDetailsForm_CountryFragment[];
};

const FIELDS = [
  'name',
  'surname',
  'countryId',
  'stateId',
  'phone',
  'city',
  'address',
  'pincode',
  'aadhaar',
  'aadhaarFile',
  'acceptPolicy',
] as const;

/** Edit the personal details and the Aadhaar (number of 12 digits or a document), with the policy checkbox. */
export function PersonalDetailsForm({ partner, countries }: PersonalDetailsFormProps) {
  const [values, setValues] = useState<PersonalDetailsValues>({
    name: partner.name,
    surname: partner.surname,
    countryId: partner.countryId ?? '',
    stateId: partner.stateId ?? '',
    phone: partner.phone,
    city: partner.city,
    address: partner.address,
    pincode: partner.pincode,
    aadhaar: '',
    acceptPolicy: false,
  });
  const [file, setFile] = useState<FileUpload | null>(null);
  const [problem, setProblem] = useState<FieldMessage | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [update] = useUpdatePartnerDetailsMutation();
  const { handleError, expired } = usePartnerErrorHandler();

  const set = <K extends keyof PersonalDetailsValues>(key: K, value: PersonalDetailsValues[K]): void => {
    setValues((current) => ({ ...current, [key]: value }));
    setSuccess(null);
  };
  // As the pincode reaches 6 digits, its country, state and (an empty) city are filled in.
  usePincodeLookup(values.pincode, (place) => setValues((current) => withPincodePlace(current, place, countries)), {
    skipInitial: true,
  });
  const states = countries.find((country) => country.id === values.countryId)?.states ?? [];
  const fieldError = (field: string): string | null => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = personalDetailsProblem(values, {
      numberOnRecord: partner.aadhaarMasked !== null,
      fileOnRecord: partner.aadhaarFileUrl !== null,
      fileChosen: file !== null,
    });
    setProblem(found);
    setSuccess(null);
    if (found) return;
    setSubmitting(true);
    try {
      const { data } = await update({ variables: { input: { ...personalDetailsInput(values), aadhaarFile: file } } });
      const payload = data?.updatePartnerDetails;
      const refusal = firstUserError(payload?.userErrors);
      if (payload && !refusal) {
        setSuccess(payload.message ?? PARTNER_MESSAGES.detailsUpdated);
        setValues((current) => ({ ...current, aadhaar: '' }));
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      } else {
        setProblem(
          refusal && formFieldOf(FIELDS, refusal.field) !== null
            ? refusal
            : { field: null, message: refusal?.message ?? UNEXPECTED_ERROR_MESSAGE },
        );
      }
    } catch (failure) {
      setProblem({ field: null, message: handleError(failure) });
    }
    setSubmitting(false);
  };

  const formError = problem && formFieldOf(FIELDS, problem.field) === null ? problem.message : null;
  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Personal details"
    >
      <div className="cp-form-grid">
        <TextField
          label="Name"
          name="cpName"
          autoComplete="given-name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={fieldError('name')}
          required
        />
        <TextField
          label="Surname"
          name="cpSurname"
          autoComplete="family-name"
          value={values.surname}
          onChange={(e) => set('surname', e.target.value)}
          error={fieldError('surname')}
          required
        />
        <div>
          <SelectField
            label="Country"
            name="countryname"
            placeholder="Select Country"
            options={countries.map((country) => ({ value: country.id, label: country.name }))}
            value={values.countryId}
            onChange={(e) => setValues((current) => ({ ...current, countryId: e.target.value, stateId: '' }))}
            required
          />
          <FormMessage error={fieldError('countryId')} />
        </div>
        <div>
          <SelectField
            label="State"
            name="statename"
            placeholder="Select State"
            options={states.map((state) => ({ value: state.id, label: state.name }))}
            value={values.stateId}
            onChange={(e) => set('stateId', e.target.value)}
            required
          />
          <FormMessage error={fieldError('stateId')} />
        </div>
        <TextField
          label="Phone"
          name="phoneNo"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onChange={(e) => set('phone', digitsOnly(e.target.value, PHONE_DIGITS))}
          error={fieldError('phone')}
          required
        />
        <TextField
          label="City"
          name="cityName"
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
          error={fieldError('city')}
          required
        />
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.pincode}
          onChange={(e) => set('pincode', digitsOnly(e.target.value, PINCODE_DIGITS))}
          error={fieldError('pincode')}
          required
        />
      </div>
      <TextAreaField
        label="Address"
        name="cpAddress"
        rows={3}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        required
      />
      <FormMessage error={fieldError('address')} />
      <fieldset className="cp-form-grid">
        <legend>Aadhar (a number or the card)</legend>
        <TextField
          label="Aadhar Number (12 digits)"
          name="aadhar"
          inputMode="numeric"
          autoComplete="off"
          placeholder={partner.aadhaarMasked ?? ''}
          hint={partner.aadhaarMasked ? 'Leave empty to keep the number on record.' : undefined}
          value={values.aadhaar}
          onChange={(e) => set('aadhaar', digitsOnly(e.target.value, AADHAAR_DIGITS))}
          error={fieldError('aadhaar')}
        />
        <div>
          <FileField
            label="Aadhar Card"
            name="aadhaarFile"
            onChange={setFile}
            error={fieldError('aadhaarFile')}
            inputRef={fileInput}
          />
          <DocumentLink href={partner.aadhaarFileUrl}>View Aadhar Card</DocumentLink>
        </div>
      </fieldset>
      <div>
        <label className="cp-checkbox">
          <input
            type="checkbox"
            name="policy"
            checked={values.acceptPolicy}
            onChange={(e) => set('acceptPolicy', e.target.checked)}
          />
          <span>I accept the Lumen Devices Private Limited policy.</span>
        </label>
        <FormMessage error={fieldError('acceptPolicy')} />
      </div>
      <FormMessage error={formError} success={success} />
      <div className="cp-form-actions">
        <button type="submit" className="button button-primary button-large" disabled={submitting || expired}>
          {submitting ? <Spinner /> : null}
          Update
        </button>
      </div>
    </form>
  );
}
