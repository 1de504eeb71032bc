import { AdminOperatorsScreen } from '@/features/admin/operators/screens/operators-screen.tsx';

// /admin/operators (owners): the console's operators.
export default function AdminOperatorsPage() {
  return <AdminOperatorsScreen />;
}
