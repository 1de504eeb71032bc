import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '@/features/account/screens/reset-password-screen.tsx';

// /reset-password?token=...: the account's screen to set a new password.
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordScreen token={params.get('token')} />;
}
