import { Link } from 'react-router';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { SharedCouponTable } from '@/features/partner/program/components/shared-coupon-table.tsx';
import { SHARE_COUPON_BUTTON } from '@/features/partner/program/program-constants.ts';
import { usePartnerSharedCouponsPageQuery } from '@/generated/operations/partner-shared-coupons-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/sharedcoupondetails: 'Share Discount Coupon' (to /Cp/Coupon), the coupons shared so far and
// a link to the transaction history, where the orders placed with them are listed.
export default function SharedCouponsPage() {
  const { data, loading, error } = usePartnerSharedCouponsPageQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <PartnerPage
      title="Shared Coupon Details"
      loading={!data && loading}
      error={error}
      actions={
        <Link className="button button-primary" to={paths.cp.shareCoupon.href()}>
          {SHARE_COUPON_BUTTON}
        </Link>
      }
    >
      {data ? (
        <>
          <SharedCouponTable coupons={data.partner.sharedCoupons} />
          <p>
            Orders placed with your coupons: <Link to={paths.cp.transactionHistory.href()}>Transaction History</Link>
          </p>
        </>
      ) : null}
    </PartnerPage>
  );
}
