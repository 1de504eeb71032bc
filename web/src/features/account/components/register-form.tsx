import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useRegisterMutation } from '@/generated/operations/register.ts';
import { REGISTER_REDIRECT_DELAY_MS } from '@/lib/constants.ts';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { paths } from '@shop/commerce/paths';
import { PASSWORD_HINT, registerProblem } from '@/features/account/lib/account-forms.ts';
import './account.css';

/**
 * Create account: name, email-or-phone, password and the terms (enforced). On success the message
 * shows, then `onRegistered` (the login page) follows after REGISTER_REDIRECT_DELAY_MS.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (contact: string) => void }) {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [register] = useRegisterMutation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = registerProblem({ name, contact, password, acceptTerms });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const { data } = await register({
        variables: { input: { name: name.trim(), emailOrPhone: contact.trim(), password, acceptTerms } },
      });
      if (data?.register.ok) {
        setSuccess(ACCOUNT_MESSAGES.registered);
        timer.current = window.setTimeout(() => onRegistered(contact.trim()), REGISTER_REDIRECT_DELAY_MS);
        return;
      }
      setError(data?.register.userErrors[0]?.message ?? ACCOUNT_ERRORS.registrationFailed.message);
    } catch (failure) {
      console.warn('[account] registration failed', failure);
      setError(ACCOUNT_ERRORS.registrationFailed.message);
    }
    setSubmitting(false);
  };

  return (
    <section className="auth-card" aria-labelledby="register-heading">
      <h1 id="register-heading">Create account</h1>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting}>
        <TextField
          label="Name"
          name="username"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <TextField
          label="Email-ID or Mobile No."
          name="email"
          autoComplete="username"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={PASSWORD_HINT}
          required
        />
        <label className="checkbox-field">
          <input
            type="checkbox"
            name="terms"
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
          />
          <span>
            I agree to the <Link to={paths.terms.href()}>Terms and Conditions</Link>
          </span>
        </label>
        <FormMessage error={error} success={success} />
        <button type="submit" className="button button-primary button-large" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          Register
        </button>
      </form>
      <p className="auth-switch">
        Already have an account? <Link to={paths.login.href()}>Log in</Link>
      </p>
    </section>
  );
}
