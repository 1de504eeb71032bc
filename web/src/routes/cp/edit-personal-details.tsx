import { EditPersonalDetailsScreen } from '@/features/partner/screens/edit-personal-details-screen.tsx';

// /CP/CP_Personal_Information: the portal's personal details form.
export default function EditPersonalDetailsPage() {
  return <EditPersonalDetailsScreen />;
}
