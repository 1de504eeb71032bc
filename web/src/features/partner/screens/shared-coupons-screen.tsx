import { Link } from 'react-router';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { SharedCouponTable } from '@/features/partner/program/components/shared-coupon-table.tsx';
import { SHARE_COUPON_BUTTON } from '@/features/partner/program/program-constants.ts';
import { usePartnerSharedCouponsPageQuery } from '@/generated/operations/partner-shared-coupons-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/sharedcoupondetails: 'Share Discount Coupon' (to /Cp/Coupon), the coupons shared so far and
// a link to the transaction history, where the orders placed with them are listed. The coupons come
// a page at a time (?page=, ?size=10|20), newest first; while another page loads, the shown one stays.
export function SharedCouponsScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error } = usePartnerSharedCouponsPageQuery({
    variables: { page: list.page, size: list.size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return (
    <PartnerPage
      title="Shared Coupon Details"
      loading={!shown && loading}
      error={error}
      actions={
        <Link className="button button-primary" to={paths.cp.shareCoupon.href()}>
          {SHARE_COUPON_BUTTON}
        </Link>
      }
    >
      {shown ? (
        <>
          <div aria-busy={loading && !data}>
            <SharedCouponTable coupons={shown.partner.sharedCouponsPage.nodes} />
            <PartnerListPager
              list={list}
              answer={shown.partner.sharedCouponsPage}
              label="your shared coupons"
              noun="coupons"
            />
          </div>
          <p>
            Orders placed with your coupons: <Link to={paths.cp.transactionHistory.href()}>Transaction History</Link>
          </p>
        </>
      ) : null}
    </PartnerPage>
  );
}
