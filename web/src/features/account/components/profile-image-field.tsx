import { useId, useState, type ChangeEvent } from 'react';
import type { ImageUploadInput } from '@/generated/graphql.ts';
import { FILE_ERRORS, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_MB, checkChosenFile } from '@shop/commerce/files';
import { readChosenFile } from '@/lib/file-upload.ts';

type ProfileImageFieldProps = {
  /** The picture on the account now (null when none). */
  currentUrl: string | null;
  /** The chosen picture, ready to send, or null (none chosen, or the choice was refused). */
  onChange: (image: ImageUploadInput | null) => void;
  disabled?: boolean;
};

/** Profile picture: preview, and a JPEG or PNG up to 2 MB checked before it is sent. */
export function ProfileImageField({ currentUrl, onChange, disabled = false }: ProfileImageFieldProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    setProblem(null);
    setPreview(null);
    onChange(null);
    if (!file) return;
    const refused = checkChosenFile(file, 'image');
    if (refused) {
      setProblem(FILE_ERRORS[refused].message);
      event.target.value = '';
      return;
    }
    try {
      const { upload, dataUrl } = await readChosenFile(file);
      setPreview(dataUrl);
      onChange(upload);
    } catch (failure) {
      console.warn('[account] reading the picture failed', failure);
      setProblem(FILE_ERRORS.unreadable.message);
    }
  };

  const shown = preview ?? currentUrl;
  return (
    <div className="profile-image-field">
      <div className="profile-image-preview">
        {shown ? (
          <img src={shown} alt="Profile picture preview" width={96} height={96} />
        ) : (
          <span aria-hidden="true">No picture</span>
        )}
      </div>
      <div className="field">
        <label htmlFor={inputId}>Profile picture</label>
        <input
          id={inputId}
          name="Image"
          type="file"
          accept={UPLOAD_CONTENT_TYPES.image.join(',')}
          disabled={disabled}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void choose(event)}
        />
        <p className="field-hint" id={`${inputId}-hint`}>
          JPEG or PNG, up to {UPLOAD_MAX_MB} MB.
        </p>
        {problem ? (
          <p className="field-message" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
