// Pages of a list paged on the server (products, orders) as links, so that a person can open a
// page in a new tab, share it or go back to it, and a crawler can follow every page: "25–48 of
// 130 products", Previous, a window of page numbers around the current one with the first and the
// last, Next. Nothing is shown when everything fits on one page.
import { Link } from 'react-router';
import './pager.css';
import { formatCount } from '@/lib/format-count.ts';

export type PagerProps = {
  page: number;
  pageCount: number;
  totalCount: number;
  pageSize: number;
  /** The link of a page (the current URL with its page number). */
  hrefOf: (page: number) => string;
  /** What the pages are of, for the navigation's name ("Smart Rings products", "your orders"). */
  label: string;
  /** What the list counts, in the plural ("products", "orders"). */
  noun: string;
};

/** Page numbers to show: the first, the last and two either side of the current; null is a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const window: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) window.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) window.push(null);
    window.push(p);
  });
  return window;
}

export function Pager({ page, pageCount, totalCount, pageSize, hrefOf, label, noun }: PagerProps) {
  if (pageCount <= 1 && page <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  return (
    <nav className="pager" aria-label={`Pages of ${label}`}>
      <p className="pager-range">
        {from > to
          ? `Page ${formatCount(page)} is past the last page`
          : `${formatCount(from)}–${formatCount(to)} of ${formatCount(totalCount)} ${noun}`}
      </p>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(Math.min(page - 1, pageCount))} rel="prev">
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pageWindow(Math.min(page, pageCount), pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager-gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" aria-label={`Page ${p}`}>
                  {p}
                </span>
              ) : (
                <Link to={hrefOf(p)} aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
