import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { OrderTable } from '@/features/partner/program/components/order-table.tsx';
import { NO_ORDERS_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { usePartnerTransactionHistoryPageQuery } from '@/generated/operations/partner-transaction-history-page.ts';

// /cp/transaction_history: orders of customers who used the partner's coupons (a Master also sees
// those of its General partners' coupons), with the partner's own incentive percent and amount.
export default function TransactionHistoryPage() {
  const { data, loading, error } = usePartnerTransactionHistoryPageQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <PartnerPage title="Transaction History" loading={!data && loading} error={error}>
      {data ? (
        <OrderTable
          orders={data.partner.transactions}
          variant="transactions"
          caption="Orders of referred customers"
          emptyMessage={NO_ORDERS_MESSAGE}
        />
      ) : null}
    </PartnerPage>
  );
}
