import { ChangePasswordScreen } from '@/features/partner/screens/change-password-screen.tsx';

// /cp/cpchangepassword: the portal's change of password.
export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}
