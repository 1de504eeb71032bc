import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useLoginMutation } from '@/generated/operations/login.ts';
import { LOGIN_FAILED_MESSAGE } from '@/lib/constants.ts';
import { keepDeviceToken, readDeviceToken } from '@/lib/device-token.ts';
import { loginProblem } from '@/features/account/lib/account-forms.ts';

type EmailLoginFormProps = {
  initialContact?: string;
  onAuthenticated: (token: string) => Promise<void>;
};

/** Email-or-phone and password; a spinner while it runs; the server's message when it refuses. */
export function EmailLoginForm({ initialContact = '', onAuthenticated }: EmailLoginFormProps) {
  const [contact, setContact] = useState(initialContact);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [login] = useLoginMutation();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = loginProblem(contact, password);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const input = { emailOrPhone: contact.trim(), password, deviceToken: readDeviceToken() };
      const { data } = await login({ variables: { input } });
      const token = data?.login.token;
      if (token) {
        keepDeviceToken(data.login.deviceToken);
        await onAuthenticated(token);
        return;
      }
      setError(data?.login.userErrors[0]?.message ?? LOGIN_FAILED_MESSAGE);
    } catch (failure) {
      console.warn('[account] login failed', failure);
      setError(LOGIN_FAILED_MESSAGE);
    }
    setSubmitting(false);
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting}>
      <TextField
        label="Email-ID or Mobile No."
        name="email_id"
        autoComplete="username"
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        required
      />
      <TextField
        label="Password"
        name="u_Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <FormMessage error={error} />
      <button type="submit" className="button button-primary button-large" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner /> Logging in…
          </>
        ) : (
          'Login'
        )}
      </button>
    </form>
  );
}
