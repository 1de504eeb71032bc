import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { EarningsTotals, Statements } from '@/features/partner/earnings/earnings-summary.tsx';
import { OrderTable } from '@/features/partner/program/components/order-table.tsx';
import { NO_INCENTIVES_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { usePartnerIncentiveDetailsPageQuery } from '@/generated/operations/partner-incentive-details-page.ts';

// /cp/incentive_details: the same orders as incentive rows, with the CP name and without the
// customer's details; above them the totals per state (and why payment is held), below them the
// monthly statements that the portal's notifications point to. The rows come a page at a time
// (?page=, ?size=10|20), newest sale first; while another page loads, the shown one stays.
export function IncentiveDetailsScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error } = usePartnerIncentiveDetailsPageQuery({
    variables: { page: list.page, size: list.size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return (
    <PartnerPage title="Incentive Details" loading={!shown && loading} error={error}>
      {shown ? (
        <>
          <EarningsTotals earnings={shown.partner.earnings} />
          <div aria-busy={loading && !data}>
            <OrderTable
              orders={shown.partner.incentivesPage.nodes}
              variant="incentives"
              caption="Incentives earned"
              emptyMessage={NO_INCENTIVES_MESSAGE}
            />
            <PartnerListPager list={list} answer={shown.partner.incentivesPage} label="your incentives" noun="orders" />
          </div>
          <Statements statements={shown.partner.earnings.statements} />
          <p>
            <Link to={paths.cp.earnings.href()}>Earnings & Payouts: months, payouts and downloads</Link>
          </p>
        </>
      ) : null}
    </PartnerPage>
  );
}
