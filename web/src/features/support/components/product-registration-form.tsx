import { useMemo, useRef, useState, type FormEvent } from 'react';
import { SelectField, TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ProductRegistrationForm_QueryFragment } from '@/generated/graphql.ts';
import { useRegisterProductMutation } from '@/generated/operations/register-product.ts';
import type { FileUpload } from '@/lib/file-upload.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import { shopDate } from '@shop/commerce/shop-time';
import { SUPPORT_ERRORS, SUPPORT_MESSAGES } from '@shop/commerce/support/messages';
import { registrationStart } from '@/features/support/lib/prefill.ts';
import {
  groupProducts,
  registrationProblem,
  type RegistrationValues,
} from '@/features/support/lib/product-registration.ts';
import { FileField } from '@/components/ui/file-field.tsx';
import './support.css';

type TextKey = Exclude<keyof RegistrationValues, 'subscribe'>;

/** Register a purchased product with its invoice (and optionally join the newsletter). */
export function ProductRegistrationForm({ data }: { data: ProductRegistrationForm_QueryFragment }) {
  const form = useRef<HTMLFormElement>(null);
  const groups = useMemo(() => groupProducts(data.productList, data.complaintProducts), [data]);
  // A logged-in customer starts from the profile (and starts again from it after a registration).
  const start = registrationStart(data.viewer);
  const [values, setValues] = useState<RegistrationValues>(start);
  const [invoice, setInvoice] = useState<FileUpload | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registerProduct] = useRegisterProductMutation();
  const today = shopDate(new Date());
  const group = groups.find((g) => g.category === values.category);

  const change = (field: TextKey, value: string): void =>
    setValues((current) => ({ ...current, [field]: value, ...(field === 'category' ? { productId: '' } : {}) }));
  const text = (field: TextKey) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const refuse = (message: string, field: string | null): void => {
    setError(message);
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const problem = registrationProblem(values, invoice !== null, today);
    if (problem) return refuse(problem.message, problem.field);
    setSubmitting(true);
    try {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim() || null,
        email: values.email.trim(),
        mobile: values.mobile.trim(),
        productId: values.productId,
        invoiceDate: values.invoiceDate,
        comments: values.comments.trim() || null,
        invoiceFile: invoice,
        subscribe: values.subscribe,
      };
      const { data: result } = await registerProduct({ variables: { input } });
      const payload = result?.registerProduct;
      if (payload?.ok) {
        setSuccess(payload.message ?? SUPPORT_MESSAGES.productRegistered);
        setValues(start);
        setInvoice(null);
        setFileKey((key) => key + 1);
        return;
      }
      const refused = firstUserError(payload?.userErrors);
      refuse(refused?.message ?? SUPPORT_ERRORS.registrationFailed.message, refused?.field ?? null);
    } catch (failure) {
      console.warn('[support] product registration failed', failure);
      setError(SUPPORT_ERRORS.registrationFailed.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={form}
      className="support-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Product registration"
    >
      <div className="support-grid">
        <TextField label="First name" autoComplete="given-name" required {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" required {...text('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits"
          required
          {...text('mobile')}
        />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={groups.map((g) => ({ value: g.category, label: g.category }))}
          required
          {...text('category')}
        />
        <SelectField
          label="Product"
          placeholder={group ? 'Select a product' : 'Select a category first'}
          options={(group?.products ?? []).map((p) => ({ value: p.id, label: p.label }))}
          disabled={!group}
          required
          {...text('productId')}
        />
        <DateField
          label="Invoice date"
          name="invoiceDate"
          required
          value={values.invoiceDate}
          onValueChange={(value) => change('invoiceDate', value)}
        />
        <FileField
          key={fileKey}
          label="Invoice file"
          name="invoiceFile"
          onChange={setInvoice}
          required
          disabled={submitting}
        />
        <TextAreaField label="Comment" className="field-wide" {...text('comments')} />
        <label className="checkbox-row field-wide">
          <input
            type="checkbox"
            name="subscribe"
            checked={values.subscribe}
            onChange={(event) => setValues((current) => ({ ...current, subscribe: event.target.checked }))}
          />
          <span>Send me the newsletter: launches, offers and device tips</span>
        </label>
      </div>
      <FormMessage error={error} success={success} />
      <div className="support-actions">
        <button type="submit" className="button button-primary button-large" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          Register product
        </button>
      </div>
    </form>
  );
}
