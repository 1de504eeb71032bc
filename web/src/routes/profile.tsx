import { AccountPage } from '@/features/account/components/account-page.tsx';
import { ProfileScreen } from '@/features/account/screens/profile-screen.tsx';

// /profile: the account menu and the profile form. Guests are sent to /login.
export default function ProfileRoute() {
  return (
    <AccountPage title="My profile" headingId="profile-heading">
      <ProfileScreen />
    </AccountPage>
  );
}
