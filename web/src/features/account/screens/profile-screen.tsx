import { Navigate, useNavigate } from 'react-router';
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ProfileForm } from '@/features/account/components/profile-form.tsx';
import { useProfilePageQuery } from '@/generated/operations/profile-page.ts';
import { paths } from '@shop/commerce/paths';

// /profile, beside the account menu (AccountPage): the profile form. Saved, home opens.
export function ProfileScreen() {
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
