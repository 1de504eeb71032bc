import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PHONE_DIGITS, PINCODE_DIGITS, digitsOnly, isPincode } from '@shop/commerce/contact';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerAddPartnerMutation } from '@/generated/operations/partner-add-partner.ts';
import { usePartnerPincodePlaceLazyQuery } from '@/generated/operations/partner-pincode-place.ts';
import { PINCODE_LOOKUP_MESSAGE } from '@/lib/constants.ts';
import { paths } from '@shop/commerce/paths';
import { firstUserError, formFieldOf } from '@/lib/user-errors.ts';
import { usePartnerErrorHandler } from '@/features/partner/components/partner-page.tsx';
import { isPartnerSessionError } from '@/features/partner/lib/partner-errors.ts';
import { SAVING_MESSAGE } from '@/features/partner/partner-constants.ts';
import {
  checkAddPartner,
  EMPTY_ADD_PARTNER,
  type AddPartnerField,
  type AddPartnerValues,
  type Place,
} from '@/features/partner/program/lib/partner-forms.ts';
import type { ProgramNotice } from '@/features/partner/program/lib/program-notice.ts';
import {
  ADD_PARTNER_BUTTON,
  DEFAULT_PHONE_PREFIX,
  PINCODE_UNKNOWN_MESSAGE,
} from '@/features/partner/program/program-constants.ts';
import './program.css';

type AddPartnerFormProps = {
  salutations: ReadonlyArray<{ id: string | number; name: string }>;
  /** The Master's own name and email: the new partner's refer name and contact (read-only). */
  master: { fullName: string; email: string };
};

const FIELDS: readonly AddPartnerField[] = [
  'salutationId',
  'name',
  'surname',
  'email',
  'pincode',
  'country',
  'state',
  'city',
  'phone',
  'referName',
  'referContact',
];
type Problem = { field: AddPartnerField | null; message: string };

/** The place a pincode answer names, or null. */
function usePincodePlace(
  pincode: string,
  onFound: (place: Place) => void,
): { place: Place | null; looking: boolean; unknown: boolean } {
  const [lookup, { data, loading }] = usePartnerPincodePlaceLazyQuery();
  const complete = isPincode(pincode);
  useEffect(() => {
    if (!complete) return;
    lookup({ variables: { pincode } })
      .then((result) => {
        const details = result.data?.pincodeDetails;
        if (details) onFound({ ...details, countryId: String(details.countryId), stateId: String(details.stateId) });
      })
      .catch(() => undefined); // no place: 'Please Select Country' at submit
    // onFound only fills an empty city: the pincode alone decides when to look up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pincode, complete, lookup]);
  const details = complete && data?.pincodeDetails?.pincode === pincode ? data.pincodeDetails : null;
  const place = details ? { ...details, countryId: String(details.countryId), stateId: String(details.stateId) } : null;
  return {
    place,
    looking: complete && loading,
    unknown: complete && !loading && data !== undefined && data.pincodeDetails === null,
  };
}

/**
 * Add a General partner under the Master: salutation, name, surname, email, pincode (country and
 * state read-only from the pincode lookup), city, phone with the country's prefix, the Master's
 * name and email read-only. Registered, /Resend opens with 'Registered Successfully'.
 */
export function AddPartnerForm({ salutations, master }: AddPartnerFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<AddPartnerValues>({
    ...EMPTY_ADD_PARTNER,
    referName: master.fullName,
    referContact: master.email,
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [add, { loading }] = usePartnerAddPartnerMutation();
  const { handleError, expired } = usePartnerErrorHandler();
  const { place, looking, unknown } = usePincodePlace(values.pincode, (found) =>
    setValues((current) => (current.city.trim() ? current : { ...current, city: found.city })),
  );

  const set =
    (field: keyof AddPartnerValues, clean: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) => {
      const value = clean(event.target.value);
      setValues((current) => ({ ...current, [field]: value }));
    };
  const errorOf = (field: AddPartnerField) => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || expired) return;
    const checked = checkAddPartner(values, place);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    try {
      const result = await add({ variables: { input: checked.input } });
      const payload = result.data?.addPartner;
      const refused = firstUserError(payload?.userErrors);
      if (!payload?.ok || refused) {
        return setProblem({
          field: formFieldOf(FIELDS, refused?.field),
          message: refused?.message ?? PARTNER_ERRORS.addPartnerFailed.message,
        });
      }
      const notice: ProgramNotice = { notice: payload.message ?? PARTNER_MESSAGES.registered };
      void navigate(paths.cp.resend.href(), { state: notice });
    } catch (failure) {
      const message = handleError(failure);
      setProblem({
        field: null,
        message: isPartnerSessionError(failure) ? message : PARTNER_ERRORS.addPartnerFailed.message,
      });
    }
  };

  return (
    <form className="program-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="program-form-grid">
        <div>
          <SelectField
            label="Salutation"
            name="salid"
            placeholder="Select"
            options={salutations.map((s) => ({ value: String(s.id), label: s.name }))}
            value={values.salutationId}
            onChange={set('salutationId')}
          />
          {errorOf('salutationId') ? <FormMessage error={errorOf('salutationId')} /> : null}
        </div>
        <TextField
          label="Name"
          name="Name"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          error={errorOf('name')}
        />
        <TextField
          label="Surname"
          name="SurName"
          autoComplete="off"
          value={values.surname}
          onChange={set('surname')}
          error={errorOf('surname')}
        />
        <TextField
          label="Email"
          name="Email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
        <TextField
          label="Pincode"
          name="Pincode"
          inputMode="numeric"
          autoComplete="off"
          value={values.pincode}
          onChange={set('pincode', (value) => digitsOnly(value, PINCODE_DIGITS))}
          hint={looking ? PINCODE_LOOKUP_MESSAGE : undefined}
          error={errorOf('pincode') ?? (unknown ? PINCODE_UNKNOWN_MESSAGE : null)}
        />
        <TextField label="Country" name="Country" readOnly value={place?.country ?? ''} error={errorOf('country')} />
        <TextField label="State" name="State" readOnly value={place?.state ?? ''} error={errorOf('state')} />
        <TextField
          label="City"
          name="City"
          autoComplete="off"
          value={values.city}
          onChange={set('city')}
          error={errorOf('city')}
        />
        <div className="program-phone">
          <span className="program-phone-prefix" title="Country code">
            {place?.phonePrefix ?? DEFAULT_PHONE_PREFIX}
          </span>
          <TextField
            label="Phone"
            name="Phone"
            inputMode="numeric"
            autoComplete="off"
            value={values.phone}
            onChange={set('phone', (value) => digitsOnly(value, PHONE_DIGITS))}
            error={errorOf('phone')}
          />
        </div>
        <TextField label="Master CP Name" name="Refer" readOnly value={values.referName} error={errorOf('referName')} />
        <TextField
          label="Master CP Email"
          name="ReferEmail"
          readOnly
          value={values.referContact}
          error={errorOf('referContact')}
        />
      </div>
      {problem && problem.field === null ? <FormMessage error={problem.message} /> : null}
      {loading ? <FormMessage success={SAVING_MESSAGE} /> : null}
      <div className="program-form-actions">
        <button type="submit" className="button button-primary" disabled={loading || expired}>
          {loading ? <Spinner /> : null}
          {ADD_PARTNER_BUTTON}
        </button>
        <Link className="button button-secondary" to={paths.cp.manageCp.href()}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
