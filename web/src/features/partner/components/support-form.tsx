import { useState, type FormEvent } from 'react';
import { PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSendCpSupportMessageMutation } from '@/generated/operations/send-cp-support-message.ts';
import { firstUserError, type FieldMessage } from '@/lib/user-errors.ts';
import { supportInput, supportProblem, type SupportValues } from '@/features/partner/lib/support-form.ts';
import { SAVING_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/features/partner/partner-constants.ts';
import { usePartnerErrorHandler } from './partner-page.tsx';
import './partner.css';

type SupportFormProps = {
  /** Prefilled values (the partner's name and email on the CP support page). */
  initial?: Partial<SupportValues>;
  /** After the success message is shown (e.g. the page goes to the CP home a moment later). */
  onSent?: () => void;
};

/**
 * The CP support form (also usable by the public /Resend page): Name, Surname, Email ID and
 * Message, all required; 'Saving data...' while it is sent, 'Thank You. We will reach you soon.'
 * after. What was typed stays when sending fails.
 */
export function SupportForm({ initial, onSent }: SupportFormProps) {
  const [values, setValues] = useState<SupportValues>({ name: '', surname: '', email: '', message: '', ...initial });
  const [problem, setProblem] = useState<FieldMessage | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [send] = useSendCpSupportMessageMutation();
  const { handleError, expired } = usePartnerErrorHandler();

  const set = (key: keyof SupportValues, value: string): void => setValues((current) => ({ ...current, [key]: value }));
  const fieldError = (field: keyof SupportValues): string | null => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = supportProblem(values);
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    try {
      const { data } = await send({ variables: { input: supportInput(values) } });
      const payload = data?.sendPartnerSupport;
      const refusal = firstUserError(payload?.userErrors);
      if (payload?.ok && !refusal) {
        setSuccess(payload.message ?? PARTNER_MESSAGES.supportSent);
        onSent?.();
      } else {
        const field = refusal?.field;
        setProblem(
          field === 'name' || field === 'surname' || field === 'email' || field === 'message'
            ? refusal!
            : { field: null, message: refusal?.message ?? UNEXPECTED_ERROR_MESSAGE },
        );
      }
    } catch (failure) {
      setProblem({ field: null, message: handleError(failure) });
    }
    setSubmitting(false);
  };

  const formError = problem && problem.field === null ? problem.message : null;
  const locked = submitting || success !== null || expired;
  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Support"
    >
      <div className="cp-form-grid">
        <TextField
          label="Name"
          name="cpname"
          autoComplete="given-name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={fieldError('name')}
          required
        />
        <TextField
          label="Surname"
          name="cpsurname"
          autoComplete="family-name"
          value={values.surname}
          onChange={(e) => set('surname', e.target.value)}
          error={fieldError('surname')}
          required
        />
        <TextField
          label="Email ID"
          name="emailid"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={fieldError('email')}
          required
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        rows={10}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        required
      />
      <FormMessage error={fieldError('message')} />
      {submitting ? (
        <p className="form-message" role="status">
          <Spinner /> {SAVING_MESSAGE}
        </p>
      ) : (
        <FormMessage error={formError} success={success} />
      )}
      <div className="cp-form-actions">
        <button type="submit" className="button button-primary button-large" disabled={locked}>
          Submit
        </button>
      </div>
    </form>
  );
}
