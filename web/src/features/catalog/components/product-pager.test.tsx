import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/ui/pager.tsx';
import { ProductPager } from './product-pager.tsx';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderPager(page: number, totalCount: number) {
  const pageCount = Math.max(1, Math.ceil(totalCount / 24));
  return render(
    <MemoryRouter initialEntries={[`/category/smart-rings?page=${page}`]}>
      <Routes>
        <Route
          path="/category/:slug"
          element={
            <>
              <ProductPager
                page={page}
                pageCount={pageCount}
                totalCount={totalCount}
                pageSize={24}
                hrefOf={(p) => (p > 1 ? `?color=Black&page=${p}` : '?color=Black')}
                label="Smart Rings products"
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('pageWindow', () => {
  it('shows the first, the last and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    // A gap of one page shows the page instead.
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});

describe('ProductPager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = renderPager(1, 24);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('links every shown page, the previous and the next, and marks the current one', async () => {
    renderPager(2, 130);
    const nav = screen.getByRole('navigation', { name: 'Pages of Smart Rings products' });
    expect(within(nav).getByText('25–48 of 130 products')).toBeTruthy();
    expect(within(nav).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/category/smart-rings?color=Black',
    );
    expect(within(nav).getByRole('link', { name: 'Page 6' }).getAttribute('href')).toBe(
      '/category/smart-rings?color=Black&page=6',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where').textContent).toBe('?color=Black&page=3');
  });

  it('offers no next link on the last page and says when a page is past the end', () => {
    renderPager(6, 130);
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(within(nav).getByText('121–130 of 130 products')).toBeTruthy();
    renderPager(9, 130);
    expect(screen.getByText('Page 9 is past the last page')).toBeTruthy();
  });
});
