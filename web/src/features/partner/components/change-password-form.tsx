import { useState, type FormEvent } from 'react';
import { PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerChangePasswordMutation } from '@/generated/operations/partner-change-password.ts';
import { changePasswordProblem } from '@/features/partner/lib/password-form.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/features/partner/partner-constants.ts';
import { startPartnerSession } from '@/features/partner/session/partner-session.ts';
import { usePartnerErrorHandler } from './partner-page.tsx';
import './partner.css';

/**
 * Current Password, New Password, Confirm Password. The match is checked here first; the server's
 * text is shown when it refuses ('Current Password is incorrect.'). On success the new partner
 * token replaces the old one (which stops working) and `onChanged` runs.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [change] = usePartnerChangePasswordMutation();
  const { handleError, expired } = usePartnerErrorHandler();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = changePasswordProblem({ oldPassword, newPassword, confirmPassword });
    setError(problem?.message ?? null);
    if (problem) return;
    setSubmitting(true);
    try {
      const { data } = await change({
        variables: { input: { oldPassword, newPassword, newConfirmPassword: confirmPassword } },
      });
      const payload = data?.partnerChangePassword;
      if (payload?.ok && payload.partnerToken) {
        startPartnerSession(payload.partnerToken);
        setSuccess(payload.message ?? PARTNER_MESSAGES.passwordUpdated);
        onChanged();
      } else {
        setError(payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_MESSAGE);
      }
    } catch (failure) {
      setError(handleError(failure));
    }
    setSubmitting(false);
  };

  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Change password"
    >
      <TextField
        label="Current Password"
        name="oldpassword"
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onChange={(e) => setOldPassword(e.target.value)}
        required
      />
      <TextField
        label="New Password"
        name="newpassword"
        type="password"
        autoComplete="new-password"
        hint="8 to 64 characters."
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        required
      />
      <TextField
        label="Confirm Password"
        name="newconfirmpassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        required
      />
      <FormMessage error={error} success={success} />
      <div className="cp-form-actions">
        <button
          type="submit"
          className="button button-primary button-large"
          disabled={submitting || success !== null || expired}
        >
          {submitting ? <Spinner /> : null}
          Submit
        </button>
      </div>
    </form>
  );
}
