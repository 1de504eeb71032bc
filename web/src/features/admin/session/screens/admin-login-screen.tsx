// /admin/login: the operator signs in with email and password; the console then opens where they
// were going (`next`, a console path only) or the dashboard. Refusals show beside the form and keep
// what was typed.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminLoginMutation } from '@/generated/operations/admin-login.ts';
import { paths } from '@shop/commerce/paths';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import { startOperatorSession, useOperatorSession } from '@/features/admin/session/operator-session.ts';
import '@/features/admin/components/admin.css';

/** Where to go after login: a console path given in `next`, else the dashboard. */
export function afterLogin(next: string | null): string {
  return next && /^\/admin(?:[/?]|$)/i.test(next) && !next.startsWith('//') && !/^\/admin\/login/i.test(next)
    ? next
    : paths.admin.dashboard.href();
}

export function AdminLoginScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useOperatorSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [login, { loading }] = useAdminLoginMutation({ fetchPolicy: 'no-cache' });
  const target = afterLogin(search.get('next'));

  if (session !== null && !loading) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (email.trim() === '' || password === '') {
      setMessage('Enter your email and password.');
      return;
    }
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const answer = data?.adminLogin;
      if (!answer?.operatorToken || !answer.operator) {
        setMessage(answer?.userErrors[0]?.message ?? 'Email or password is incorrect.');
        return;
      }
      const { name, email: operatorEmail, role } = answer.operator;
      startOperatorSession(answer.operatorToken, {
        name,
        email: operatorEmail,
        role: role.toLowerCase() as Lowercase<typeof role>,
      });
      void navigate(target, { replace: true });
    } catch (error) {
      setMessage(consoleErrorMessage(error));
    }
  };

  return (
    <main className="admin-login">
      <title>Sign in · Console</title>
      <section aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Shop console</h1>
        <p>Sign in with your operator account.</p>
        <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {message ? (
            <p className="field-message" role="alert">
              {message}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={loading}>
            {loading ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </section>
    </main>
  );
}
