import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ComplaintForm_QueryFragment } from '@/generated/graphql.ts';
import { useRaiseComplaintMutation } from '@/generated/operations/raise-complaint.ts';
import type { FileUpload } from '@/lib/file-upload.ts';
import { paths } from '@shop/commerce/paths';
import { firstUserError } from '@/lib/user-errors.ts';
import { usePurchaseDate } from '@/features/support/hooks/use-purchase-date.ts';
import { complaintStart } from '@/features/support/lib/prefill.ts';
import { PINCODE_LOOKUP_MESSAGE } from '@/lib/constants.ts';
import { usePincodeLookup } from '@/lib/use-pincode-lookup.ts';
import { complaintProblem, raiseComplaintInput, type ComplaintValues } from '@/features/support/lib/complaint-form.ts';
import { SUPPORT_ERRORS, SUPPORT_MESSAGES } from '@shop/commerce/support/messages';
import { COMPLAINT_FAILED_MESSAGE, ORDER_LOOKUP_FAILED_MESSAGE } from '@/features/support/support-constants.ts';
import { ComplaintTicketFields } from './complaint-ticket-fields.tsx';
import { FileField } from '@/components/ui/file-field.tsx';
import './support.css';

type ComplaintFormProps = {
  choices: ComplaintForm_QueryFragment;
  /** After the server registered the request: its message and ticket number. */
  onRegistered: (message: string, ticketNumber: string | null) => void;
};

/** Server field names that differ from the form's. */
const SERVER_FIELDS: Record<string, string> = { checklistItemIds: 'checklist' };

/** Raise a service request: ticket information and contact details, every field required but the attachment. */
export function ComplaintForm({ choices, onRegistered }: ComplaintFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // A logged-in customer starts from the profile and the primary delivery address; a guest from nothing.
  const [values, setValues] = useState<ComplaintValues>(() => complaintStart(choices.viewer));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [attachment, setAttachment] = useState<FileUpload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const purchase = usePurchaseDate();
  const [raiseComplaint] = useRaiseComplaintMutation();
  // An order's date is its owner's: a guest's request takes the order's date on the server.
  const signedIn = choices.viewer != null;

  // A new 6-digit pincode fills state and country, and the city unless one was typed by hand (an
  // unknown pincode leaves them all as typed).
  const filledCity = useRef(values.city);
  const pincodeLookup = usePincodeLookup(
    values.pincode.trim(),
    (place) =>
      setValues((current) => {
        const keepCity = current.city.trim() !== '' && current.city !== filledCity.current;
        filledCity.current = keepCity ? filledCity.current : place.city;
        return {
          ...current,
          city: keepCity || !place.city ? current.city : place.city,
          state: place.state || current.state,
          country: place.country || current.country,
        };
      }),
    { skipInitial: true },
  );

  const type = choices.complaintTypes.find((t) => t.id === values.complaintTypeId);
  const checklist = {
    required: type?.requiresChecklist ?? false,
    itemIds: choices.complaintChecklist.map((i) => i.id),
    ticked,
  };

  const change = (field: keyof ComplaintValues, value: string): void =>
    setValues((current) => ({ ...current, [field]: value, ...(field === 'productId' ? { colorId: '' } : {}) }));
  const tick = (id: string, checked: boolean): void =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Shows why the form was refused and puts the focus on the field concerned. */
  const refuse = (message: string, field: string | null): void => {
    setError(message);
    const selector = field === 'checklist' ? '[name="checklist"]:not(:checked)' : field ? `[name="${field}"]` : null;
    const target = selector ? form.current?.querySelector<HTMLElement>(selector) : null;
    target?.focus();
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    const problem = complaintProblem(values, checklist);
    if (problem) return refuse(problem.message, problem.field);
    setSubmitting(true);
    try {
      let purchaseDate: string | null = null;
      if (signedIn) {
        const known = purchase.state.orderId === values.orderId.trim() && purchase.state.status === 'found';
        const found = known ? { date: purchase.state.date, failed: false } : await purchase.find(values.orderId);
        if (!found.date)
          return refuse(found.failed ? ORDER_LOOKUP_FAILED_MESSAGE : SUPPORT_ERRORS.unknownOrder.message, 'orderId');
        purchaseDate = found.date;
      }
      const { data } = await raiseComplaint({
        variables: { input: raiseComplaintInput(values, purchaseDate, checklist, attachment) },
      });
      const payload = data?.raiseComplaint;
      if (payload?.ok) {
        onRegistered(payload.message ?? SUPPORT_MESSAGES.complaintRegistered, payload.ticketNumber);
        return;
      }
      const refused = firstUserError(payload?.userErrors);
      refuse(
        refused?.message ?? COMPLAINT_FAILED_MESSAGE,
        refused?.field ? (SERVER_FIELDS[refused.field] ?? refused.field) : null,
      );
    } catch (failure) {
      console.warn('[support] raising the complaint failed', failure);
      setError(COMPLAINT_FAILED_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: keyof ComplaintValues) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    required: true,
  });

  return (
    <form
      ref={form}
      className="support-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
    >
      <fieldset className="support-section">
        <legend>Ticket Information</legend>
        <div className="support-grid">
          <ComplaintTicketFields
            choices={choices}
            values={values}
            onChange={change}
            ticked={ticked}
            onTick={tick}
            checklistRequired={checklist.required}
            purchase={purchase.state}
            signedIn={signedIn}
            onOrderIdDone={() => {
              if (signedIn && values.orderId.trim() !== purchase.state.orderId) void purchase.find(values.orderId);
            }}
          />
          <FileField label="Attachment (optional)" name="attachment" onChange={setAttachment} disabled={submitting} />
        </div>
      </fieldset>
      <fieldset className="support-section">
        <legend>Contact Information</legend>
        <div className="support-grid">
          <TextField label="Name" autoComplete="name" {...text('contactName')} />
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint="10 digits"
            {...text('phone')}
          />
          <TextField label="Address" autoComplete="street-address" className="field-wide" {...text('address')} />
          <TextField
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            hint={pincodeLookup.loading ? PINCODE_LOOKUP_MESSAGE : '6 digits: fills city and state'}
            {...text('pincode')}
          />
          <TextField label="City" autoComplete="address-level2" {...text('city')} />
          <TextField label="State" autoComplete="address-level1" {...text('state')} />
          <TextField label="Country" autoComplete="country-name" {...text('country')} />
        </div>
      </fieldset>
      <FormMessage error={error} />
      <div className="support-actions">
        <button type="submit" className="button button-primary button-large" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          Submit
        </button>
        <Link className="button button-secondary button-large" to={paths.customerSupport.href()}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
