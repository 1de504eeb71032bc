import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isBankField } from '@shop/commerce/partner/bank-details';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { BankDetailsForm_PartnerFragmentDoc, type BankDetailsForm_PartnerFragment } from '@/generated/graphql.ts';
import { useUpdatePartnerBankDetailsMutation } from '@/generated/operations/update-partner-bank-details.ts';
import type { FileUpload } from '@/lib/file-upload.ts';
import { paths } from '@shop/commerce/paths';
import {
  BANK_FIELDS,
  bankDetailsInput,
  bankValuesOf,
  type BankField,
  type BankValues,
} from '@/features/partner/lib/bank-details.ts';
import { DraftNotice } from './bank-details-table.tsx';
import { FileField } from '@/components/ui/file-field.tsx';
import { usePartnerErrorHandler } from './partner-page.tsx';
import { DocumentLink } from './profile-table.tsx';
import './partner.css';

type Problems = { form: string | null; fields: Partial<Record<BankField | 'crossedChequeFile', string>> };
const NONE: Problems = { form: null, fields: {} };

/** Edit every bank field and the crossed cheque; the saved details replace the cached ones (the view and its draft notice follow). */
export function BankDetailsForm({ partner }: { partner: BankDetailsForm_PartnerFragment }) {
  const [values, setValues] = useState<BankValues>(() => bankValuesOf(partner.bankDetails));
  const [file, setFile] = useState<FileUpload | null>(null);
  const [problems, setProblems] = useState<Problems>(NONE);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [update] = useUpdatePartnerBankDetailsMutation();
  const { handleError, expired } = usePartnerErrorHandler();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setProblems(NONE);
    setSuccess(null);
    setSubmitting(true);
    try {
      const { data } = await update({
        variables: { input: { ...bankDetailsInput(values), crossedChequeFile: file } },
        update: (cache, { data: result }) => {
          const saved = result?.updatePartnerBankDetails.bankDetails;
          if (!saved) return;
          cache.writeFragment({
            id: cache.identify({ __typename: 'Partner', id: partner.id }),
            fragment: BankDetailsForm_PartnerFragmentDoc,
            fragmentName: 'BankDetailsForm_partner',
            data: { id: partner.id, bankDetails: saved },
          });
        },
      });
      const payload = data?.updatePartnerBankDetails;
      if (payload && payload.userErrors.length === 0) {
        setSuccess(payload.message ?? PARTNER_MESSAGES.bankUpdated);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      } else {
        const fields: Problems['fields'] = {};
        for (const error of payload?.userErrors ?? []) {
          const field = error.field?.[error.field.length - 1] ?? null;
          if (
            (isBankField(field) || field === 'crossedChequeFile') &&
            error.message !== PARTNER_ERRORS.bankFailed.message
          )
            fields[field] ??= error.message;
        }
        setProblems({ form: PARTNER_ERRORS.bankFailed.message, fields });
      }
    } catch (failure) {
      setProblems({ form: handleError(failure), fields: {} });
    }
    setSubmitting(false);
  };

  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Bank details"
    >
      <DraftNotice bankDetails={partner.bankDetails} />
      <div className="cp-form-grid">
        {BANK_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.name}
            inputMode={field.digits ? 'numeric' : undefined}
            autoCapitalize={field.upper ? 'characters' : undefined}
            autoComplete="off"
            value={values[field.key]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field.key]: value }));
              setSuccess(null);
            }}
            error={problems.fields[field.key] ?? null}
          />
        ))}
        <div>
          <FileField
            label="Crossed Cheque"
            name="crossed_Chequee_File"
            onChange={setFile}
            error={problems.fields.crossedChequeFile ?? null}
            inputRef={fileInput}
          />
          <DocumentLink href={partner.bankDetails.crossedChequeFileUrl}>View Crossed Cheque</DocumentLink>
        </div>
      </div>
      <FormMessage error={problems.form} success={success} />
      <div className="cp-form-actions">
        <button type="submit" className="button button-primary button-large" disabled={submitting || expired}>
          {submitting ? <Spinner /> : null}
          Update
        </button>
        <Link to={paths.cp.bankDetails.href()}>View Bank Details</Link>
      </div>
    </form>
  );
}
