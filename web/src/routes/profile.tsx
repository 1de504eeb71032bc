import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { AccountMenu } from '@/features/account/components/account-menu.tsx';
import { ProfileForm } from '@/features/account/components/profile-form.tsx';
import { useProfilePageQuery } from '@/generated/operations/profile-page.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';

function ProfileScreen() {
  const navigate = useNavigate();
  const { data, error, refetch } = useProfilePageQuery();
  if (!data) {
    if (error) return <ErrorState message={ACCOUNT_ERRORS.profileLoadFailed.message} onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading your profile" />;
  }
  // The gateway did not accept the token (the link has dropped it): log in again.
  if (!data.viewer) return <Navigate to={paths.login.href()} replace />;
  return <ProfileForm key={data.viewer.id} viewer={data.viewer} onSaved={() => void navigate(paths.home.href())} />;
}

// /profile: the account menu and the profile form. Guests are sent to /login.
export default function ProfileRoute() {
  const { loggedIn } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!loggedIn && !signingOut) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="container account-layout">
      <title>My profile</title>
      <AccountMenu onSigningOut={() => setSigningOut(true)} />
      <section aria-labelledby="profile-heading">
        <h1 id="profile-heading">My profile</h1>
        {signingOut ? <PageSkeleton label="Signing out" /> : <ProfileScreen />}
      </section>
    </div>
  );
}
