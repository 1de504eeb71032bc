import { useState } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { AccountMenu } from '@/features/account/components/account-menu.tsx';
import { OrderHistory } from '@/features/checkout/components/order-history.tsx';
import { useOrderListPageQuery } from '@/generated/operations/order-list-page.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';

function OrderListScreen() {
  // Invoice links are signed and expire: always ask the server when the page opens.
  const { data, error, refetch } = useOrderListPageQuery({ fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading your orders" />;
  }
  if (!data.viewer) return <Navigate to={paths.login.href()} replace />;
  return <OrderHistory viewer={data.viewer} />;
}

// /orderlist (Track My Order): orders and pre-bookings. Without a session: /login.
export default function OrderListRoute() {
  const { loggedIn } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!loggedIn && !signingOut) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="container account-layout">
      <title>Track My Order</title>
      <AccountMenu onSigningOut={() => setSigningOut(true)} />
      <section aria-labelledby="orders-heading">
        <h1 id="orders-heading">Track My Order</h1>
        {signingOut ? <PageSkeleton label="Signing out" /> : <OrderListScreen />}
      </section>
    </div>
  );
}
