import { AccountPage } from '@/features/account/components/account-page.tsx';
import { OrderListScreen } from '@/features/checkout/screens/order-list-screen.tsx';

// /orderlist (Track My Order): the account menu and the checkout's order history. Without a
// session: /login.
export default function OrderListRoute() {
  return (
    <AccountPage title="Track My Order" headingId="orders-heading">
      <OrderListScreen />
    </AccountPage>
  );
}
