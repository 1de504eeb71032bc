import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EarningsPayouts_EarningsFragment } from '@/generated/graphql.ts';
import { EarningsPayouts } from './earnings-payouts.tsx';

type Payouts = EarningsPayouts_EarningsFragment['payouts'];

const node = (period: string, paid: boolean): Payouts['nodes'][number] => ({
  id: period,
  period,
  amount: { formatted: '₹1,000' },
  incentiveCount: 2,
  paid,
  bankReference: paid ? `UTR${period}` : null,
  paidDate: paid ? '03-08-2026' : null,
});

function renderPayouts(payouts: Payouts) {
  const onPage = vi.fn();
  render(<EarningsPayouts earnings={{ payouts }} onPage={onPage} />);
  return onPage;
}

describe('EarningsPayouts', () => {
  it('lists one page of payouts and moves between pages with Previous and Next', async () => {
    const onPage = renderPayouts({
      totalCount: 14,
      page: 2,
      pageCount: 2,
      nodes: [node('2025-11', true), node('2025-10', false)],
    });
    expect(screen.getByText('2025-11: ₹1,000 for 2 orders — paid on 03-08-2026, reference UTR2025-11')).toBeVisible();
    expect(screen.getByText('2025-10: ₹1,000 for 2 orders — being paid')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages of your payouts' });
    expect(within(pager).getByText('Page 2 of 2')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('shows no pager when the payouts fit on one page', () => {
    renderPayouts({ totalCount: 1, page: 1, pageCount: 1, nodes: [node('2026-10', true)] });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when there are no payouts yet', () => {
    renderPayouts({ totalCount: 0, page: 1, pageCount: 1, nodes: [] });
    expect(screen.getByText('No payouts yet. Approved incentives are paid once a month.')).toBeVisible();
  });
});
