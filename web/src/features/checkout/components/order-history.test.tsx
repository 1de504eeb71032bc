import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OrderHistory_ViewerFragment } from '@/generated/graphql.ts';
import { OrderHistory } from './order-history.tsx';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

const order = (n: number) => ({
  orderId: `LUM26110${String(n).padStart(5, '0')}`,
  date: '2026-11-20',
  status: 'Success',
  isCancelled: false,
  lifecycleStatus: 'PLACED' as const,
  statusLabel: 'Placed',
  invoiceUrl: null,
  invoiceLabel: 'Yet to Generate Invoice',
  total: { formatted: '₹2,999' },
});

function viewerWith(page: number, totalCount: number, size: number): OrderHistory_ViewerFragment {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, totalCount - first + 1));
  return {
    id: 'viewer',
    orderPage: {
      totalCount,
      page,
      pageCount: Math.max(1, Math.ceil(totalCount / size)),
      nodes: Array.from({ length: count }, (_, i) => order(first + i)),
    },
    preBookings: [],
  };
}

function renderHistory(page: number, totalCount: number, size: 10 | 20 = 10) {
  const onPageSizeChange = vi.fn();
  render(
    <MemoryRouter initialEntries={[`/orderlist?page=${page}`]}>
      <Routes>
        <Route
          path="/orderlist"
          element={
            <>
              <OrderHistory
                viewer={viewerWith(page, totalCount, size)}
                pageSize={size}
                hrefOf={(p) => (p > 1 ? `/orderlist?page=${p}` : '/orderlist')}
                onPageSizeChange={onPageSizeChange}
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onPageSizeChange };
}

describe('OrderHistory', () => {
  it('shows one page of orders with the range, the pages and the page size', async () => {
    renderHistory(2, 37);
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'LUM2611000011' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pages of your orders' });
    expect(within(nav).getByText('11–20 of 37 orders')).toBeTruthy();
    expect(within(nav).getByText('2').getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('combobox', { name: 'Orders per page' }) as HTMLSelectElement).value).toBe('10');
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where').textContent).toBe('?page=3');
  });

  it('asks for another page size', async () => {
    const { onPageSizeChange } = renderHistory(1, 37);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Orders per page' }), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('shows no pager when every order fits on one page', () => {
    renderHistory(1, 4);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Pages of your orders' })).toBeNull();
  });

  it('says there are no orders yet when the history is empty', () => {
    renderHistory(1, 0);
    expect(screen.getByText('You have not placed any orders yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Orders per page' })).toBeNull();
  });
});
