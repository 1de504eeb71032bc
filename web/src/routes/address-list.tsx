import { AccountPage } from '@/features/account/components/account-page.tsx';
import { AddressListScreen } from '@/features/checkout/screens/address-list-screen.tsx';

// /addresslist: the account menu and the checkout's saved addresses. Guests are sent to /login.
export default function AddressListRoute() {
  return (
    <AccountPage title="Saved addresses" headingId="addresses-heading">
      <AddressListScreen />
    </AccountPage>
  );
}
