// A partner's totals per state (Pending, Approved, Paid, Reversed), why payment is held (when it
// is), and the monthly statements: on the earnings screen and on Incentive Details.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import type { EarningsSummary_EarningsFragment } from '@/generated/graphql.ts';
import './earnings.css';

const STATES = [
  ['pending', 'Pending', 'The orders can still be cancelled or returned.'],
  ['approved', 'Approved', 'Delivered and past the return window: paid with the next monthly payout.'],
  ['paid', 'Paid', 'Paid to your bank account.'],
  ['reversed', 'Reversed', 'Cancelled or refunded orders: no incentive.'],
] as const;

export function EarningsTotals({ earnings }: { earnings: EarningsSummary_EarningsFragment }) {
  return (
    <>
      {earnings.hold ? (
        <p className="earnings-hold" role="status">
          {earnings.hold.message}{' '}
          {earnings.hold.code === 'KYC_INCOMPLETE' || earnings.hold.code === 'KYC_REJECTED' ? (
            <Link to={paths.cp.bankDetails.href()}>Update your details</Link>
          ) : null}
        </p>
      ) : null}
      <ul className="earnings-totals" aria-label="Your incentives by state">
        {STATES.map(([key, label, hint]) => (
          <li key={key} className={`earnings-total earnings-total-${key}`}>
            <span className="earnings-total-label">{label}</span>
            <strong>{earnings.totals[key].amount.formatted}</strong>
            <span className="earnings-total-hint">
              {`${earnings.totals[key].count} order${earnings.totals[key].count === 1 ? '' : 's'}. ${hint}`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Statements({ statements }: { statements: EarningsSummary_EarningsFragment['statements'] }) {
  return (
    <section className="earnings-section" aria-labelledby="statements-title">
      <h2 id="statements-title">Statements</h2>
      {statements.length === 0 ? (
        <p>No statements yet: a month gets one once an incentive is credited or paid in it.</p>
      ) : (
        <ul className="earnings-statements">
          {statements.map((s) => (
            <li key={s.month}>
              <a href={s.url} download>{`Statement for ${s.month} (PDF)`}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
