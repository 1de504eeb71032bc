import { useId, useState, type ChangeEvent } from 'react';
import { fileProblem, readUpload, type FileUpload } from '../../../lib/file-upload.ts';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '../support-constants.ts';

type FileFieldProps = {
  label: string;
  name: string;
  /** The chosen file, ready to send, or null (none chosen, or the choice was refused). */
  onChange: (upload: FileUpload | null) => void;
  required?: boolean;
  disabled?: boolean;
};

const RULES = { types: UPLOAD_TYPES, maxBytes: UPLOAD_MAX_BYTES, typeMessage: FILE_TYPE_MESSAGE, sizeMessage: FILE_TOO_LARGE_MESSAGE };

/** A JPEG, PNG or PDF up to 2 MB, checked as soon as it is chosen (the server checks the bytes again). */
export function FileField({ label, name, onChange, required = false, disabled = false }: FileFieldProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

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
      console.warn('[support] reading the file failed', failure);
      setProblem(FILE_UNREADABLE_MESSAGE);
      input.value = '';
    }
  };

  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        type="file"
        accept={UPLOAD_ACCEPT}
        required={required}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
        onChange={(event) => void choose(event)}
      />
      <p className="field-hint" id={`${inputId}-hint`}>
        JPEG, PNG or PDF, up to 2 MB.
      </p>
      {problem ? (
        <p className="field-message" id={`${inputId}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
