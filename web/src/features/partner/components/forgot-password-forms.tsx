import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isEmail } from '@shop/commerce/contact';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerRequestPasswordResetMutation } from '@/generated/operations/partner-request-password-reset.ts';
import { usePartnerResetPasswordMutation } from '@/generated/operations/partner-reset-password.ts';
import { paths } from '@shop/commerce/paths';
import { newPasswordProblem } from '@/features/partner/lib/password-form.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/features/partner/partner-constants.ts';
import './partner.css';

/** The registered email; Submit mails a reset link ('Please check your registered Email for Password'), or shows the server's text. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [request] = usePartnerRequestPasswordResetMutation();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSuccess(null);
    if (!isEmail(email.trim())) return setError(PARTNER_ERRORS.email.message);
    setError(null);
    setSubmitting(true);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const payload = data?.partnerRequestPasswordReset;
      if (payload?.ok) setSuccess(payload.message ?? PARTNER_MESSAGES.resetMailed);
      else setError(payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_MESSAGE);
    } catch (failure) {
      console.warn('[partner] reset request failed', failure);
      setError(UNEXPECTED_ERROR_MESSAGE);
    }
    setSubmitting(false);
  };

  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Forgot password"
    >
      <TextField
        label="Registered Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setSuccess(null);
        }}
        required
      />
      <FormMessage error={error} success={success} />
      <div className="cp-form-actions">
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          Submit
        </button>
        <Link className="button button-secondary" to={paths.cp.login.href()}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** The page a reset (or welcome) mail links to: a new password twice, then a link to CP login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [reset] = usePartnerResetPasswordMutation();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    setError(problem?.message ?? null);
    if (problem) return;
    setSubmitting(true);
    try {
      const { data } = await reset({ variables: { input: { token, password, confirmPassword } } });
      const payload = data?.partnerResetPassword;
      if (payload?.ok) {
        setSuccess(payload.message ?? PARTNER_MESSAGES.passwordUpdated);
        setPassword('');
        setConfirmPassword('');
      } else {
        setError(payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_MESSAGE);
      }
    } catch (failure) {
      console.warn('[partner] password reset failed', failure);
      setError(UNEXPECTED_ERROR_MESSAGE);
    }
    setSubmitting(false);
  };

  return (
    <form
      className="cp-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
      aria-label="Set a new password"
    >
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="8 to 64 characters."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={success !== null}
        required
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        disabled={success !== null}
        required
      />
      <FormMessage error={error} success={success} />
      <div className="cp-form-actions">
        {success === null ? (
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? <Spinner /> : null}
            Submit
          </button>
        ) : null}
        <Link
          className={success === null ? 'button button-secondary' : 'button button-primary'}
          to={paths.cp.login.href()}
        >
          {success === null ? 'Cancel' : 'Go to CP Login'}
        </Link>
      </div>
    </form>
  );
}
