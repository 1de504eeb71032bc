import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useResetPasswordMutation } from '@/generated/operations/reset-password.ts';
import { REQUEST_FAILED_MESSAGE } from '@/lib/constants.ts';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { paths } from '@shop/commerce/paths';
import { PASSWORD_HINT, newPasswordProblem } from '@/features/account/lib/account-forms.ts';
import './account.css';

/** The page of a reset link: a new password (typed twice) for the link's token, then a link to login. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : ACCOUNT_ERRORS.resetLinkInvalid.message);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resetPassword] = useResetPasswordMutation();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!token) return;
    const problem = newPasswordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      if (data?.resetPassword.ok) setDone(true);
      else setError(data?.resetPassword.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE);
    } catch (failure) {
      console.warn('[account] password reset failed', failure);
      setError(REQUEST_FAILED_MESSAGE);
    }
    setSubmitting(false);
  };

  return (
    <section className="auth-card" aria-labelledby="reset-heading">
      <h1 id="reset-heading">Set a new password</h1>
      {done ? (
        <FormMessage success={ACCOUNT_MESSAGES.resetDone} />
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting}>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={PASSWORD_HINT}
            disabled={!token}
          />
          <TextField
            label="Confirm new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            disabled={!token}
          />
          <FormMessage error={error} />
          <button type="submit" className="button button-primary button-large" disabled={!token || submitting}>
            {submitting ? <Spinner /> : null}
            Set new password
          </button>
        </form>
      )}
      <p className="auth-switch">
        <Link to={paths.login.href()}>{done ? 'Log in' : 'Back to login'}</Link>
      </p>
    </section>
  );
}
