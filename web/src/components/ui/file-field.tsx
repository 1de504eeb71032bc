import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { UPLOAD_MAX_MB } from '@shop/commerce/files';
import { fileProblem, readChosenFile, type FileRules, type FileUpload } from '@/lib/file-upload.ts';

/** What a file field accepts and says: the feature's rules and messages. */
export type FileFieldRules = FileRules & {
  /** The input's accept attribute. */
  accept: string;
  /** Shown when the browser could not read the chosen file. */
  unreadableMessage: string;
};

type FileFieldProps = {
  label: string;
  name: string;
  rules: FileFieldRules;
  /** The chosen file, ready to send, or null (none chosen, or the choice was refused). */
  onChange: (upload: FileUpload | null) => void;
  /** A server message about this field. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A file checked as soon as it is chosen (type and size; the server checks the bytes again):
 * complaint attachments and invoices (support), KYC documents (partner).
 */
export function FileField({
  label,
  name,
  rules,
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
    const refused = fileProblem(file, rules);
    if (refused) {
      setProblem(refused);
      input.value = '';
      return;
    }
    try {
      onChange((await readChosenFile(file)).upload);
    } catch (failure) {
      console.warn(`[${name}] reading the file failed`, failure);
      setProblem(rules.unreadableMessage);
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
        accept={rules.accept}
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
