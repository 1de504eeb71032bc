// Paging of a console list: "41–60 of 1,234", Previous / Next and the page size, all in the URL
// (use-list-params.ts), so the browser's back button and a shared link keep the page.
import { PAGE_SIZES } from '@/features/admin/lib/use-list-params.ts';

type PagerProps = {
  page: number;
  pageCount: number;
  totalCount: number;
  first: number;
  onPage: (page: number) => void;
  onPageSize: (first: number) => void;
};

const count = new Intl.NumberFormat('en-IN');

export function Pager({ page, pageCount, totalCount, first, onPage, onPageSize }: PagerProps) {
  const from = totalCount === 0 ? 0 : (page - 1) * first + 1;
  const to = Math.min(totalCount, page * first);
  return (
    <nav className="admin-pager" aria-label="Pages">
      <p aria-live="polite">
        {totalCount === 0 ? 'No results' : `${count.format(from)}–${count.format(to)} of ${count.format(totalCount)}`}
      </p>
      <label>
        <span>Rows</span>
        <select value={first} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-pager-buttons">
        <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {count.format(page)} of {count.format(pageCount)}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/** The Pager of a console list page ({ page, pageCount, totalCount }), its size and page kept in the URL. */
export function ListPager({
  list,
  first,
  update,
}: {
  list: { page: number; pageCount: number; totalCount: number };
  first: number;
  update: (change: { page?: number; first?: number }) => void;
}) {
  return (
    <Pager
      page={list.page}
      pageCount={list.pageCount}
      totalCount={list.totalCount}
      first={first}
      onPage={(page) => update({ page })}
      onPageSize={(size) => update({ first: size })}
    />
  );
}
