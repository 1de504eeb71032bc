import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { OrderTable } from '@/features/partner/program/components/order-table.tsx';
import { NO_INCENTIVES_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { usePartnerIncentiveDetailsPageQuery } from '@/generated/operations/partner-incentive-details-page.ts';

// /cp/incentive_details: the same orders as incentive rows, with the CP name and without the
// customer's details.
export default function IncentiveDetailsPage() {
  const { data, loading, error } = usePartnerIncentiveDetailsPageQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <PartnerPage title="Incentive Details" loading={!data && loading} error={error}>
      {data ? (
        <OrderTable
          orders={data.partner.incentives}
          variant="incentives"
          caption="Incentives earned"
          emptyMessage={NO_INCENTIVES_MESSAGE}
        />
      ) : null}
    </PartnerPage>
  );
}
