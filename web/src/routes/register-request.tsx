import { RegisterRequestScreen } from '@/features/support/screens/register-request-screen.tsx';

// /registerrequest: support's form to raise a service request.
export default function RegisterRequestRoute() {
  return <RegisterRequestScreen />;
}
