import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { checkChosenFile, FILE_ERRORS, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_MB } from '@shop/commerce/files';
import { readChosenFile, type FileUpload } from '@/lib/file-upload.ts';

/** What the file picker offers: the document types by extension and by content type. */
const ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', ...UPLOAD_CONTENT_TYPES.document].join(',');

type FileFieldProps = {
  label: string;
  name: string;
  /** The chosen file, ready to send, or null (none chosen, or the choice was refused). */
  onChange: (upload: FileUpload | null) => void;
  /** A server message about this field. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A document (JPEG, PNG or PDF, at most 2 MB: @shop/commerce/files) checked as soon as it is chosen
 * by its size and declared type; the server checks the bytes again. Complaint attachments and
 * invoices (support), KYC documents (partner).
 */
export function FileField({
  label,
  name,
  onChange,
  error,
  required = false,
  disabled = false,
  inputRef,
}: FileFieldProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.target;
    const file = input.files?.[0];
    setProblem(null);
    onChange(null);
    if (!file) return;
    const refused = checkChosenFile(file, 'document');
    if (refused) {
      setProblem(FILE_ERRORS[refused].message);
      input.value = '';
      return;
    }
    try {
      onChange((await readChosenFile(file)).upload);
    } catch (failure) {
      console.warn(`[${name}] reading the file failed`, failure);
      setProblem(FILE_ERRORS.unreadable.message);
      input.value = '';
    }
  };

  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="file"
        accept={ACCEPT}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ''}`}
        onChange={(event) => void choose(event)}
      />
      <p className="field-hint" id={`${inputId}-hint`}>
        {`JPEG, PNG or PDF, up to ${UPLOAD_MAX_MB} MB.`}
      </p>
      {message ? (
        <p className="field-message" id={`${inputId}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
