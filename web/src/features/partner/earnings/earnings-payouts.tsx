// A partner's payouts, newest month first, one page at a time (Previous and Next when there is
// more than one): each month's amount and orders, and when and with which bank reference it was
// paid, or that it is being paid.
import type { EarningsPayouts_EarningsFragment } from '@/generated/graphql.ts';
import { EarningsPager } from './earnings-pager.tsx';
import './earnings.css';

export function EarningsPayouts({
  earnings,
  onPage,
}: {
  earnings: EarningsPayouts_EarningsFragment;
  onPage: (page: number) => void;
}) {
  const { payouts } = earnings;
  return (
    <section className="earnings-section" aria-labelledby="payouts-title">
      <h2 id="payouts-title">Payouts</h2>
      {payouts.totalCount === 0 ? (
        <p>No payouts yet. Approved incentives are paid once a month.</p>
      ) : payouts.nodes.length === 0 ? (
        <p>No payouts on this page.</p>
      ) : (
        <ul className="earnings-statements">
          {payouts.nodes.map((p) => (
            <li key={p.id}>
              {`${p.period}: ${p.amount.formatted} for ${p.incentiveCount} order${p.incentiveCount === 1 ? '' : 's'} — `}
              {p.paid ? `paid on ${p.paidDate ?? ''}, reference ${p.bankReference ?? ''}` : 'being paid'}
            </li>
          ))}
        </ul>
      )}
      <EarningsPager page={payouts.page} pageCount={payouts.pageCount} label="your payouts" onPage={onPage} />
    </section>
  );
}
