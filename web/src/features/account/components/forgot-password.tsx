import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useRequestPasswordResetMutation } from '@/generated/operations/request-password-reset.ts';
import { REQUEST_FAILED_MESSAGE } from '@/lib/constants.ts';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { isEmail } from '@shop/commerce/contact';

/**
 * The forgot-password panel (the spec's box sends nothing): an email gets a reset link. The
 * answer is the same whether or not an account uses the address.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [requestReset] = useRequestPasswordResetMutation();
  const panelId = useId();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(ACCOUNT_ERRORS.emailInvalid.message);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const problem = data?.requestPasswordReset.userErrors[0]?.message;
      if (data?.requestPasswordReset.ok) setDone(true);
      else setError(problem ?? REQUEST_FAILED_MESSAGE);
    } catch (failure) {
      console.warn('[account] password reset request failed', failure);
      setError(REQUEST_FAILED_MESSAGE);
    }
    setSubmitting(false);
  };

  return (
    <div className="forgot-password">
      <button
        type="button"
        className="button button-link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Forgot your password?
      </button>
      <div id={panelId} hidden={!open} className="forgot-password-panel">
        {done ? (
          <FormMessage success={ACCOUNT_MESSAGES.resetRequested} />
        ) : (
          <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
            <p className="forgot-password-intro">
              Enter the email address of your account and we will send you a link to set a new password.
            </p>
            <TextField
              label="Email address"
              name="reset_email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormMessage error={error} />
            <button type="submit" className="button button-secondary" disabled={submitting}>
              {submitting ? <Spinner /> : null}
              Send reset link
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
