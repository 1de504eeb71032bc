import { RegisterScreen } from '@/features/account/screens/register-screen.tsx';

// /register: the account's 'Create account' screen.
export default function RegisterRoute() {
  return <RegisterScreen />;
}
