import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { RegisterForm } from '@/features/account/components/register-form.tsx';
import { useRegisterPageQuery } from '@/generated/operations/register-page.ts';
import { paths } from '@shop/commerce/paths';

// /register ('Create account'). After a successful registration the login page opens with the
// email or phone filled in.
export function RegisterScreen() {
  const { error, refetch } = useRegisterPageQuery();
  const navigate = useNavigate();
  return (
    <div className="container auth-page">
      <title>Create account</title>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <RegisterForm onRegistered={(contact) => void navigate(paths.login.href(), { state: { contact } })} />
    </div>
  );
}
