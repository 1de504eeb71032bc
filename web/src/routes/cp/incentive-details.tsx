import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { EarningsTotals, Statements } from '@/features/partner/earnings/earnings-summary.tsx';
import { OrderTable } from '@/features/partner/program/components/order-table.tsx';
import { NO_INCENTIVES_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { usePartnerIncentiveDetailsPageQuery } from '@/generated/operations/partner-incentive-details-page.ts';

// /cp/incentive_details: the same orders as incentive rows, with the CP name and without the
// customer's details; above them the totals per state (and why payment is held), below them the
// monthly statements that the portal's notifications point to.
export default function IncentiveDetailsPage() {
  const { data, loading, error } = usePartnerIncentiveDetailsPageQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <PartnerPage title="Incentive Details" loading={!data && loading} error={error}>
      {data ? (
        <>
          <EarningsTotals earnings={data.partner.earnings} />
          <OrderTable
            orders={data.partner.incentives}
            variant="incentives"
            caption="Incentives earned"
            emptyMessage={NO_INCENTIVES_MESSAGE}
          />
          <Statements statements={data.partner.earnings.statements} />
          <p>
            <Link to={paths.cp.earnings.href()}>Earnings & Payouts: months, payouts and downloads</Link>
          </p>
        </>
      ) : null}
    </PartnerPage>
  );
}
