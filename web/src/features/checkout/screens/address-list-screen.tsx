import { Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { AddressBook } from '@/features/checkout/components/address-book.tsx';
import { useAddressListPageQuery } from '@/generated/operations/address-list-page.ts';
import { paths } from '@shop/commerce/paths';

// /addresslist, beside the account menu (the route's): the saved addresses.
export function AddressListScreen() {
  const { data, error, refetch } = useAddressListPageQuery();
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading your addresses" />;
  }
  if (!data.viewer) return <Navigate to={paths.login.href()} replace />;
  return <AddressBook viewer={data.viewer} onChanged={refetch} />;
}
