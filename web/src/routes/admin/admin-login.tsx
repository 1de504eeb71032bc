import { AdminLoginScreen } from '@/features/admin/session/screens/admin-login-screen.tsx';

// /admin/login: the operator's sign-in.
export default function AdminLoginPage() {
  return <AdminLoginScreen />;
}
