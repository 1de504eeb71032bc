// Previous and Next between the pages of a list on the earnings screen (the incentives, the
// payouts), with "Page 2 of 5" between them; nothing when the list fits on one page.
import './earnings.css';

export function EarningsPager({
  page,
  pageCount,
  label,
  onPage,
}: {
  page: number;
  pageCount: number;
  /** What the pages are of, for the navigation's name ("your incentives"). */
  label: string;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="earnings-pager" aria-label={`Pages of ${label}`}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pageCount))}
      >
        Previous
      </button>
      <span>{`Page ${page} of ${pageCount}`}</span>
      <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
