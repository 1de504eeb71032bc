import { useState, type FormEvent } from 'react';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import type { CouponShareField } from '@shop/commerce/partner/sharing-forms';
import { TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerShareCouponMutation } from '@/generated/operations/partner-share-coupon.ts';
import { firstUserError, formFieldOf } from '@/lib/user-errors.ts';
import { usePartnerErrorHandler } from '@/features/partner/components/partner-page.tsx';
import { SESSION_EXPIRED_MESSAGE } from '@/features/partner/partner-constants.ts';
import { couponShareProblem, type CouponShareValues } from '@/features/partner/program/lib/share-forms.ts';
import { COUPON_SHARING_MESSAGE, SHARE_COUPON_BUTTON } from '@/features/partner/program/program-constants.ts';
import './program.css';

const FIELDS: readonly CouponShareField[] = ['recipient', 'message', 'name'];

type Outcome =
  { field: CouponShareField | null; error: string } | { success: string; couponCode: string | null } | null;

/**
 * Share coupon: the recipient's email or mobile number, the message (prefilled from the coupon
 * mail) and the recipient's name. Shared, the coupon code is shown and the form empties for the
 * next share (the message goes back to the template).
 */
export function CouponShareForm({ template }: { template: string }) {
  const empty: CouponShareValues = { recipient: '', message: template, name: '' };
  const [values, setValues] = useState<CouponShareValues>(empty);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [share, { loading }] = usePartnerShareCouponMutation();
  const { handleError, expired } = usePartnerErrorHandler();
  const set = (field: CouponShareField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: CouponShareField) =>
    outcome && 'error' in outcome && outcome.field === field ? outcome.error : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || expired) return;
    const problem = couponShareProblem(values);
    if (problem) return setOutcome({ field: problem.field, error: problem.message });
    setOutcome(null);
    try {
      const input = { recipient: values.recipient.trim(), message: values.message, name: values.name.trim() };
      const result = await share({ variables: { input } });
      const payload = result.data?.shareCoupon;
      const refused = firstUserError(payload?.userErrors);
      if (!payload?.ok || refused) {
        const field = formFieldOf(FIELDS, refused?.field);
        return setOutcome({ field, error: refused?.message ?? PARTNER_ERRORS.couponShareFailed.message });
      }
      setOutcome({ success: payload.message ?? PARTNER_MESSAGES.couponShared, couponCode: payload.couponCode ?? null });
      setValues(empty);
    } catch (failure) {
      // A failed request says the spec's own 'Coupon Share failed' (a refused session says so instead).
      const message = handleError(failure);
      setOutcome({
        field: null,
        error: message === SESSION_EXPIRED_MESSAGE ? message : PARTNER_ERRORS.couponShareFailed.message,
      });
    }
  };

  return (
    <form className="program-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Email-id or Phone No."
        name="emailto"
        autoComplete="off"
        hint="The coupon goes to this email address or 10-digit mobile number."
        value={values.recipient}
        onChange={(event) => set('recipient')(event.target.value)}
        error={fieldError('recipient')}
      />
      <TextField
        label="Recipient Name"
        name="cpname"
        autoComplete="off"
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={fieldError('name')}
      />
      <TextAreaField
        label="Message"
        name="msg"
        rows={10}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
      />
      {fieldError('message') ? <FormMessage error={fieldError('message')} /> : null}
      {outcome && 'error' in outcome && outcome.field === null ? <FormMessage error={outcome.error} /> : null}
      {outcome && 'success' in outcome ? (
        <p className="form-message form-success" role="status">
          {outcome.success}
          {outcome.couponCode ? (
            <>
              {' '}
              Coupon code: <strong data-testid="shared-coupon-code">{outcome.couponCode}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {loading ? <FormMessage success={COUPON_SHARING_MESSAGE} /> : null}
      <div className="program-form-actions">
        <button type="submit" className="button button-primary" disabled={loading || expired}>
          {loading ? <Spinner /> : null}
          {SHARE_COUPON_BUTTON}
        </button>
      </div>
    </form>
  );
}
