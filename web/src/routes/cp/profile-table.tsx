import { ProfileTableScreen } from '@/features/partner/screens/profile-table-screen.tsx';

// /cp/cp_p_information: the portal's CP profile.
export default function ProfileTablePage() {
  return <ProfileTableScreen />;
}
