import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import type { SharedCouponTable_CouponFragment } from '@/generated/graphql.ts';
import { SharedCouponTable } from './shared-coupon-table.tsx';

const coupon = (n: number): SharedCouponTable_CouponFragment => ({
  personName: `Friend ${n}`,
  recipient: `friend${n}@example.com`,
  date: '20-11-2026 10:15:00',
  code: 'V5G1002',
  couponCode: `CP${String(n).padStart(6, '0')}`,
  status: 'Shared',
});

/** The shared coupons screen's table as the server pages it: `totalCount` coupons, the URL's page. */
function PagedCoupons({ totalCount }: { totalCount: number }) {
  const list = usePartnerListPage();
  const first = (list.page - 1) * list.size + 1;
  const count = Math.max(0, Math.min(list.size, totalCount - first + 1));
  const answer = { page: list.page, pageCount: Math.max(1, Math.ceil(totalCount / list.size)), totalCount };
  return (
    <>
      <SharedCouponTable coupons={Array.from({ length: count }, (_, i) => coupon(first + i))} />
      <PartnerListPager list={list} answer={answer} label="your shared coupons" noun="coupons" />
      <p data-testid="where">{useLocation().search}</p>
    </>
  );
}

function renderAt(url: string, totalCount: number) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/cp/sharedcoupondetails" element={<PagedCoupons totalCount={totalCount} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the shared coupons table, paged on the server', () => {
  it("shows the URL's page with its range and links the other pages", async () => {
    renderAt('/cp/sharedcoupondetails?page=2', 37);
    const table = screen.getByRole('table', { name: 'Shared coupons' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Friend 11')).toBeTruthy();
    expect(within(table).getAllByText('20-11-2026 10:15:00')).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Pages of your shared coupons' });
    expect(within(nav).getByText('11–20 of 37 coupons')).toBeTruthy();
    expect(within(nav).getByText('2').getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where').textContent).toBe('?page=3');
    expect(screen.getByText('21–30 of 37 coupons')).toBeTruthy();
  });

  it('opens page 1 at another size, kept in the URL', async () => {
    renderAt('/cp/sharedcoupondetails?page=3', 37);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(screen.getByTestId('where').textContent).toBe('?size=20');
    expect(screen.getByText('1–20 of 37 coupons')).toBeTruthy();
  });

  it('reads a size the screen does not offer as 10 a page', () => {
    renderAt('/cp/sharedcoupondetails?size=500', 37);
    expect(screen.getByText('1–10 of 37 coupons')).toBeTruthy();
  });

  it('shows no pager when every coupon fits on one page', () => {
    renderAt('/cp/sharedcoupondetails', 4);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says no coupons were shared when there are none, without a pager', () => {
    renderAt('/cp/sharedcoupondetails', 0);
    expect(screen.getByText('No coupons shared yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });
});
