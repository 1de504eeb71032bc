// The banners in the console: each text of the rotating offer banner (HTML, sanitised on save; the
// placeholder {prepaid_discount} shows the checkout's prepaid discount), and each category banner's
// headline, tagline, alt text and picture (its own drawing of the headline and tagline, or a seeded
// product banner no other banner shows). Refusals keep what was typed and show beside their field; a save says so.
import { useState, type FormEvent } from 'react';
import { BANNER_TEXT_LIMITS, MAX_OFFER_HTML_LENGTH } from '@shop/commerce/admin/catalog-limits';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AdminCategoryBanners_BannersFragment, AdminOfferBanner_BannerFragment } from '@/generated/graphql.ts';
import { useAdminCategoryBannerSaveMutation } from '@/generated/operations/admin-category-banner-save.ts';
import { useAdminOfferBannerSaveMutation } from '@/generated/operations/admin-offer-banner-save.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import { FormStatus } from '@/features/admin/components/form-status.tsx';
import { fieldErrors, type FieldErrors } from '@/features/admin/lib/field-errors.ts';
import './catalog.css';

export function OfferBannerForm({ banner, index }: { banner: AdminOfferBanner_BannerFragment; index: number }) {
  const [html, setHtml] = useState(banner.html);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const [save, { loading }] = useAdminOfferBannerSaveMutation();
  const id = `offer-${banner.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    try {
      const { data } = await save({ variables: { input: { id: banner.id, html } } });
      const userErrors = data?.adminUpdateOfferBanner.userErrors ?? [];
      setErrors(fieldErrors(userErrors));
      if (userErrors.length === 0) {
        const stored = data?.adminUpdateOfferBanner.offerBanner.find((b) => b.id === banner.id)?.html ?? html;
        setHtml(stored);
        setSaved(
          stored === html ? 'Saved. The shop shows it now.' : 'Saved without the parts the shop does not allow.',
        );
      }
    } catch (error) {
      setErrors({ form: consoleErrorMessage(error) });
    }
  };
  return (
    <form className="admin-card admin-banner-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={id}>Offer text {index + 1} (HTML)</label>
        <textarea
          id={id}
          rows={3}
          maxLength={MAX_OFFER_HTML_LENGTH}
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          aria-invalid={errors.html ? true : undefined}
        />
        {errors.html ? (
          <p className="field-message" role="alert">
            {errors.html}
          </p>
        ) : null}
      </div>
      <FormStatus error={errors.form} saved={saved} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Save offer text {index + 1}
        </button>
      </div>
    </form>
  );
}

type CategoryBanner = AdminCategoryBanners_BannersFragment['nodes'][number];

export function CategoryBannerForm({ banner, choices }: { banner: CategoryBanner; choices: readonly string[] }) {
  const [headline, setHeadline] = useState(banner.headline);
  const [tagline, setTagline] = useState(banner.tagline);
  const [altText, setAltText] = useState(banner.altText);
  const [imageUrl, setImageUrl] = useState(banner.imageUrl);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const [save, { loading }] = useAdminCategoryBannerSaveMutation();
  const name = `${banner.categoryName} banner ${banner.position}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    try {
      const { data } = await save({ variables: { input: { id: banner.id, headline, tagline, altText, imageUrl } } });
      const userErrors = data?.adminUpdateCategoryBanner.userErrors ?? [];
      setErrors(fieldErrors(userErrors));
      if (userErrors.length === 0) {
        const stored = data?.adminUpdateCategoryBanner.categoryBanners?.nodes.find((b) => b.id === banner.id);
        if (stored) setImageUrl(stored.imageUrl);
        setSaved('Saved. The category page shows it now.');
      }
    } catch (error) {
      setErrors({ form: consoleErrorMessage(error) });
    }
  };
  const own = banner.ownImageUrl;
  const pictures = [
    { value: own, label: 'Its own picture, drawn from the headline and tagline' },
    ...(banner.imageUrl !== own ? [{ value: banner.imageUrl, label: `${banner.imageUrl} (current)` }] : []),
    ...choices.filter((url) => url !== banner.imageUrl && url !== own).map((url) => ({ value: url, label: url })),
  ];
  return (
    <form
      className="admin-card admin-banner-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={name}
    >
      <h3>{name}</h3>
      <img className="admin-banner-preview" src={imageUrl} alt={altText} loading="lazy" width={640} height={200} />
      <TextField
        label="Headline"
        maxLength={BANNER_TEXT_LIMITS.headline}
        value={headline}
        onChange={(e) => setHeadline(e.target.value)}
        error={errors.headline ?? null}
      />
      <TextField
        label="Tagline"
        maxLength={BANNER_TEXT_LIMITS.tagline}
        value={tagline}
        onChange={(e) => setTagline(e.target.value)}
        error={errors.tagline ?? null}
      />
      <TextField
        label="Alt text"
        hint="What the picture shows, for people who cannot see it."
        maxLength={BANNER_TEXT_LIMITS.altText}
        value={altText}
        onChange={(e) => setAltText(e.target.value)}
        error={errors.altText ?? null}
      />
      <SelectField
        label="Picture"
        placeholder="Choose a picture"
        hint="Its own picture shows the headline and tagline; or choose a product banner no other banner shows."
        options={pictures}
        value={imageUrl}
        onChange={(e) => setImageUrl(e.target.value || banner.imageUrl)}
      />
      {errors.imageUrl ? (
        <p className="field-message" role="alert">
          {errors.imageUrl}
        </p>
      ) : null}
      <FormStatus error={errors.form} saved={saved} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading} aria-label={`Save ${name}`}>
          Save
        </button>
      </div>
    </form>
  );
}
