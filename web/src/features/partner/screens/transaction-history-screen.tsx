import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { OrderTable } from '@/features/partner/program/components/order-table.tsx';
import { NO_ORDERS_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { usePartnerTransactionHistoryPageQuery } from '@/generated/operations/partner-transaction-history-page.ts';

// /cp/transaction_history: orders of customers who used the partner's coupons (a Master also sees
// those of its General partners' coupons), with the partner's own incentive percent and amount;
// one page at a time (?page=, ?size=10|20), newest sale first. While another page loads, the shown
// one stays (marked busy).
export function TransactionHistoryScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error } = usePartnerTransactionHistoryPageQuery({
    variables: { page: list.page, size: list.size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return (
    <PartnerPage title="Transaction History" loading={!shown && loading} error={error}>
      {shown ? (
        <div aria-busy={loading && !data}>
          <OrderTable
            orders={shown.partner.transactionsPage.nodes}
            variant="transactions"
            caption="Orders of referred customers"
            emptyMessage={NO_ORDERS_MESSAGE}
          />
          <PartnerListPager
            list={list}
            answer={shown.partner.transactionsPage}
            label="your referred orders"
            noun="orders"
          />
        </div>
      ) : null}
    </PartnerPage>
  );
}
