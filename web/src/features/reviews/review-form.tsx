import { useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ImageUploadInput } from '@/generated/graphql.ts';
import { useWriteReviewMutation } from '@/generated/operations/write-review.ts';
import { readChosenFile } from '@/lib/file-upload.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import { FILE_ERRORS, checkChosenFile } from '@shop/commerce/files';
import {
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewDraftProblems,
  type ReviewField,
} from '@shop/commerce/reviews/reviews';

type Existing = { rating: number; title: string; text: string } | null;

const STARS = [5, 4, 3, 2, 1] as const;

/** The review form: a star rating (radio buttons), title, text and up to 3 photos. Keeps what was typed on error. */
export function ReviewForm(props: {
  productId: string;
  existing: Existing;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number>(props.existing?.rating ?? 0);
  const [title, setTitle] = useState(props.existing?.title ?? '');
  const [text, setText] = useState(props.existing?.text ?? '');
  const [photos, setPhotos] = useState<ImageUploadInput[]>([]);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [write, { loading }] = useWriteReviewMutation();

  const choosePhotos = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length > REVIEW_PHOTOS_MAX) {
      setErrors((e) => ({ ...e, photos: `Add at most ${REVIEW_PHOTOS_MAX} photos.` }));
      return;
    }
    const uploads: ImageUploadInput[] = [];
    for (const file of chosen) {
      const problem = checkChosenFile(file, 'image');
      if (problem) {
        setErrors((e) => ({ ...e, photos: FILE_ERRORS[problem].message }));
        return;
      }
      try {
        uploads.push((await readChosenFile(file)).upload);
      } catch {
        setErrors((e) => ({ ...e, photos: FILE_ERRORS.unreadable.message }));
        return;
      }
    }
    setErrors((e) => ({ ...e, photos: undefined }));
    setPhotos(uploads);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = reviewDraftProblems({ rating, title, text, photoCount: photos.length });
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    try {
      const answer = await write({
        variables: {
          input: { productId: props.productId, rating, title, text, ...(photos.length > 0 ? { photos } : {}) },
        },
      });
      const payload = answer.data?.writeReview;
      const refused = firstUserError(payload?.userErrors);
      if (refused) {
        const field = (['rating', 'title', 'text', 'photos'] as const).find((f) => f === refused.field);
        if (field) setErrors({ [field]: refused.message });
        else setFormError(refused.message);
        return;
      }
      setSaved(payload?.message ?? null);
      setTimeout(props.onSaved, 0);
    } catch {
      setFormError('Your review could not be sent. Please try again.');
    }
  };

  return (
    <form className="review-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{props.existing ? 'Edit your review' : 'Write a review'}</h3>
      <fieldset className="review-stars" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>Your rating</legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
            />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
        {errors.rating ? (
          <p className="field-message" id={`${id}-rating-error`} role="alert">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Title (optional)"
        value={title}
        maxLength={REVIEW_TITLE_MAX_LENGTH}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <div className="field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={text}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-text-hint${errors.text ? ` ${id}-text-error` : ''}`}
        />
        <p className="field-hint" id={`${id}-text-hint`}>
          20 to {REVIEW_TEXT_MAX_LENGTH} characters ({text.trim().length} written).
        </p>
        {errors.text ? (
          <p className="field-message" id={`${id}-text-error`} role="alert">
            {errors.text}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-photos`}>Photos (optional, up to {REVIEW_PHOTOS_MAX}, JPEG or PNG)</label>
        <input
          ref={fileInput}
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          onChange={(e) => void choosePhotos(e.target.files)}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? `${id}-photos-error` : undefined}
        />
        {errors.photos ? (
          <p className="field-message" id={`${id}-photos-error`} role="alert">
            {errors.photos}
          </p>
        ) : null}
      </div>
      <FormMessage error={formError} success={saved} />
      <div className="review-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          {loading ? 'Sending…' : 'Submit review'}
        </button>
        <button type="button" className="button button-secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
