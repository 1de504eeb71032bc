// /cp/earnings (the shop's own screen; the spec shows none): what the partner earned, what is
// pending and what was paid — totals per state for a period, the last twelve months as a chart,
// the transactions (filtered by period and state, paged; filters and page in the URL), the payouts
// (paged; page in the URL as payoutPage), CSV exports and monthly statements, and why payment is
// held when it is.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { INCENTIVE_STATUS_LABELS, isIncentiveStatus } from '@shop/commerce/partner/payouts';
import { formatPercent } from '@shop/commerce/percent';
import { isCalendarDate } from '@shop/commerce/shop-time';
import type { IncentiveStatus } from '@/generated/graphql.ts';
import { usePartnerEarningsPageQuery } from '@/generated/operations/partner-earnings-page.ts';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { EarningsChart } from '@/features/partner/earnings/earnings-chart.tsx';
import { EarningsPager } from '@/features/partner/earnings/earnings-pager.tsx';
import { EarningsPayouts } from '@/features/partner/earnings/earnings-payouts.tsx';
import { EarningsTotals, Statements } from '@/features/partner/earnings/earnings-summary.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { formatShopDate } from '@shop/commerce/dates';

const dateOf = (value: string | null) => (value && isCalendarDate(value) ? value : null);
const pageOf = (value: string | null) => Math.min(100_000, Math.max(1, Math.floor(Number(value)) || 1));

export function EarningsScreen() {
  const [search, setSearch] = useSearchParams();
  const from = dateOf(search.get('from'));
  const to = dateOf(search.get('to'));
  const rawStatus = search.get('status');
  const status = rawStatus && isIncentiveStatus(rawStatus) ? (rawStatus.toUpperCase() as IncentiveStatus) : null;
  const page = pageOf(search.get('page'));
  const payoutPage = pageOf(search.get('payoutPage'));
  const { data, loading, error } = usePartnerEarningsPageQuery({
    variables: { from, to, status, page, payoutPage },
    fetchPolicy: 'cache-and-network',
  });
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '', status: rawStatus ?? '' });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.from) next.set('from', draft.from);
    if (draft.to) next.set('to', draft.to);
    if (draft.status) next.set('status', draft.status);
    // The filters are of the incentives: the payouts stay on their page.
    if (search.has('payoutPage')) next.set('payoutPage', String(payoutPage));
    setSearch(next);
  };
  const goTo = (key: 'page' | 'payoutPage') => (p: number) => {
    const next = new URLSearchParams(search);
    next.set(key, String(p));
    setSearch(next);
  };
  const earnings = data?.partner.earnings;
  const list = earnings?.transactions;
  return (
    <PartnerPage title="Earnings & Payouts" loading={!data && loading} error={error}>
      {earnings && list ? (
        <>
          <form className="earnings-filters" onSubmit={apply} aria-label="Filter your incentives">
            <DateField label="From" value={draft.from} onValueChange={(from) => setDraft({ ...draft, from })} />
            <DateField label="To" value={draft.to} onValueChange={(to) => setDraft({ ...draft, to })} />
            <label>
              State
              <select value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
                <option value="">All states</option>
                {Object.entries(INCENTIVE_STATUS_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button-primary">
              Show
            </button>
          </form>
          <EarningsTotals earnings={earnings} />
          <EarningsChart months={earnings.months} />
          <section className="earnings-section" aria-labelledby="transactions-title">
            <h2 id="transactions-title">Your incentives</h2>
            <div className="earnings-downloads">
              <a className="button button-secondary" href={earnings.transactionsCsvUrl} download>
                Download incentives (CSV)
              </a>
              <a className="button button-secondary" href={earnings.payoutsCsvUrl} download>
                Download payouts (CSV)
              </a>
            </div>
            {list.nodes.length === 0 ? (
              <p>No incentives match.</p>
            ) : (
              <div className="earnings-scroll" role="region" aria-label="Your incentives" tabIndex={0}>
                <table className="program-table earnings-table">
                  <caption className="visually-hidden">Your incentives</caption>
                  <thead>
                    <tr>
                      <th scope="col">Order No</th>
                      <th scope="col">Date</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Via</th>
                      <th scope="col">Incentive</th>
                      <th scope="col">State</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.nodes.map((row) => (
                      <tr key={row.id}>
                        <th scope="row">{row.orderId}</th>
                        <td data-label="Date">{formatShopDate(row.date)}</td>
                        <td data-label="Customer">{row.customerName}</td>
                        <td data-label="Via">
                          {`${row.attributedBy === 'LINK' ? 'Referral link' : 'Coupon'}${row.role === 'master' ? ', as Master' : ''}`}
                        </td>
                        <td data-label="Incentive">
                          {`${row.amount.formatted} (${formatPercent(row.percent)} of ${row.base.formatted})`}
                        </td>
                        <td data-label="State">
                          {INCENTIVE_STATUS_LABELS[row.status.toLowerCase() as keyof typeof INCENTIVE_STATUS_LABELS]}
                          {row.payoutPeriod ? ` (payout ${row.payoutPeriod})` : ''}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <EarningsPager page={list.page} pageCount={list.pageCount} label="your incentives" onPage={goTo('page')} />
          </section>
          <EarningsPayouts earnings={earnings} onPage={goTo('payoutPage')} />
          <Statements statements={earnings.statements} />
        </>
      ) : null}
    </PartnerPage>
  );
}
