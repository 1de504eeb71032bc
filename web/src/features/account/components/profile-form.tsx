import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  ProfileForm_ViewerFragmentDoc,
  type ImageUploadInput,
  type ProfileForm_ViewerFragment,
} from '@/generated/graphql.ts';
import { useUpdateProfileMutation } from '@/generated/operations/update-profile.ts';
import { PROFILE_REDIRECT_DELAY_MS } from '@/lib/constants.ts';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { PHONE_DIGITS, digitsOnly } from '@shop/commerce/contact';
import { PASSWORD_HINT, profileProblem } from '@/features/account/lib/account-forms.ts';
import { ProfileImageField } from './profile-image-field.tsx';
import './account.css';

type ProfileFormProps = {
  viewer: ProfileForm_ViewerFragment;
  /** After a successful update and PROFILE_REDIRECT_DELAY_MS (the route goes home). */
  onSaved: () => void;
};

/** Profile: names, email, phone, an optional password change and a picture. */
export function ProfileForm({ viewer, onSaved }: ProfileFormProps) {
  const { profile } = viewer;
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [email, setEmail] = useState(profile.email ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [image, setImage] = useState<ImageUploadInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = profileProblem({ firstName, lastName, email, phone, currentPassword, newPassword });
    setError(problem);
    setSuccess(null);
    if (problem) return;
    setSubmitting(true);
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            email: email.trim(),
            phone,
            currentPassword: currentPassword || null,
            newPassword: newPassword || null,
            image,
          },
        },
        // The header's name and picture follow at once.
        update: (cache, { data: result }) => {
          const saved = result?.updateProfile.profile;
          if (!saved) return;
          cache.writeFragment({
            id: cache.identify({ __typename: 'Viewer', id: viewer.id }),
            fragment: ProfileForm_ViewerFragmentDoc,
            fragmentName: 'ProfileForm_viewer',
            data: { id: viewer.id, profile: saved },
          });
        },
      });
      const payload = data?.updateProfile;
      // A message or the saved profile means the update went through (a failed reload afterwards only adds a userError).
      if (payload && (payload.message !== null || (payload.profile !== null && payload.userErrors.length === 0))) {
        setSuccess(payload.message ?? ACCOUNT_MESSAGES.profileUpdated);
        setCurrentPassword('');
        setNewPassword('');
        timer.current = window.setTimeout(onSaved, PROFILE_REDIRECT_DELAY_MS);
        return;
      }
      setError(payload?.userErrors[0]?.message ?? ACCOUNT_ERRORS.profileUpdateFailed.message);
    } catch (failure) {
      console.warn('[account] profile update failed', failure);
      setError(ACCOUNT_ERRORS.profileUpdateFailed.message);
    }
    setSubmitting(false);
  };

  const locked = submitting || success !== null;
  return (
    <form
      className="profile-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Profile"
    >
      <ProfileImageField currentUrl={profile.imageUrl} onChange={setImage} disabled={locked} />
      <div className="profile-grid">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          required
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.target.value, PHONE_DIGITS))}
          required
        />
      </div>
      <fieldset className="profile-password">
        <legend>Change password (optional)</legend>
        <div className="profile-grid">
          <TextField
            label="Current password"
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            hint={`${PASSWORD_HINT} Leave empty to keep your password.`}
          />
        </div>
      </fieldset>
      <FormMessage error={error} success={success} />
      <button type="submit" className="button button-primary button-large" disabled={locked}>
        {submitting ? <Spinner /> : null}
        Update profile
      </button>
    </form>
  );
}
