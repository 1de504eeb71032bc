import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { fileProblem, readUpload, type FileUpload } from '../../../lib/file-upload.ts';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_READ_FAILED_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DOCUMENT_TYPES,
} from '../partner-constants.ts';

type DocumentFieldProps = {
  label: string;
  name: string;
  /** The chosen file, ready to send, or null (none chosen, or the choice was refused). */
  onChange: (upload: FileUpload | null) => void;
  /** A server message about this field. */
  error?: string | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const RULES = { types: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES, typeMessage: DOCUMENT_TYPE_MESSAGE, sizeMessage: DOCUMENT_SIZE_MESSAGE };

/** A KYC document (Aadhaar, crossed cheque): JPEG, PNG or PDF up to 2 MB, checked when chosen (the server checks the bytes again). */
export function DocumentField({ label, name, onChange, error, disabled = false, inputRef }: DocumentFieldProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.target;
    const file = input.files?.[0];
    setProblem(null);
    onChange(null);
    if (!file) return;
    const refused = fileProblem(file, RULES);
    if (refused) {
      setProblem(refused);
      input.value = '';
      return;
    }
    try {
      onChange(await readUpload(file));
    } catch (failure) {
      console.warn('[partner] reading the document failed', failure);
      setProblem(DOCUMENT_READ_FAILED_MESSAGE);
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
        accept={DOCUMENT_TYPES.join(',')}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ''}`}
        onChange={(event) => void choose(event)}
      />
      <p className="field-hint" id={`${inputId}-hint`}>
        JPEG, PNG or PDF, up to 2 MB.
      </p>
      {message ? (
        <p className="field-message" id={`${inputId}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
