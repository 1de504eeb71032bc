import { useState } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { AccountMenu } from '@/features/account/components/account-menu.tsx';
import { AddressBook } from '@/features/checkout/components/address-book.tsx';
import { useAddressListPageQuery } from '@/generated/operations/address-list-page.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';

function AddressListScreen() {
  const { data, error, refetch } = useAddressListPageQuery();
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading your addresses" />;
  }
  if (!data.viewer) return <Navigate to={paths.login.href()} replace />;
  return <AddressBook viewer={data.viewer} onChanged={refetch} />;
}

// /addresslist: the account menu and the saved addresses. Guests are sent to /login.
export default function AddressListRoute() {
  const { loggedIn } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!loggedIn && !signingOut) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="container account-layout">
      <title>Saved addresses</title>
      <AccountMenu onSigningOut={() => setSigningOut(true)} />
      <section aria-labelledby="addresses-heading">
        <h1 id="addresses-heading">Saved addresses</h1>
        {signingOut ? <PageSkeleton label="Signing out" /> : <AddressListScreen />}
      </section>
    </div>
  );
}
