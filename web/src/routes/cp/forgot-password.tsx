import { useSearchParams } from 'react-router';
import { ForgotPasswordScreen } from '@/features/partner/screens/forgot-password-screen.tsx';

// /cp/forgotpassword, with ?token= from a reset or welcome mail: the portal's password reset.
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return <ForgotPasswordScreen token={params.get('token')?.trim() ?? ''} />;
}
