import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useScrollLock } from '@/lib/scroll-lock.ts';
import './filter-sheet.css';

type FilterSheetProps = {
  /** The filters themselves (the same panel the wide layout shows in its sidebar). */
  children: ReactNode;
  /** How many products the current filters match; undefined until known. */
  resultCount: number | undefined;
  /** True while the count for the latest filters is on its way. */
  counting: boolean;
  /** Number of filters in use, for "Clear all". */
  activeCount: number;
  onClearAll: () => void;
  /** Called when the sheet has closed (Show results, the close button, Escape or the backdrop). */
  onClose: (reason: 'show' | 'dismiss') => void;
};

/** "Show 12 results", "Show 1 result", "Show 0 results"; while counting, "Show results". */
export function showResultsLabel(count: number | undefined, counting: boolean): string {
  if (counting || count === undefined) return 'Show results';
  return `Show ${count} ${count === 1 ? 'result' : 'results'}`;
}

/**
 * The phone's filters: a modal sheet from the bottom (focus kept inside, Escape or the backdrop
 * closes it, page scroll locked). Filters apply as they are ticked, so the footer's button always
 * says how many products the shopper will see, and takes them there.
 */
export function FilterSheet({ children, resultCount, counting, activeCount, onClearAll, onClose }: FilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const reason = useRef<'show' | 'dismiss'>('dismiss');
  const titleId = useId();
  useScrollLock(true);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = (why: 'show' | 'dismiss'): void => {
    reason.current = why;
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      id="category-filters"
      className="filter-sheet"
      aria-labelledby={titleId}
      onClose={() => onClose(reason.current)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close('dismiss');
      }}
    >
      <div className="filter-sheet-panel">
        <header className="filter-sheet-header">
          <h2 id={titleId}>Filters</h2>
          <button type="button" className="icon-button" aria-label="Close filters" onClick={() => close('dismiss')}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        <div className="filter-sheet-body">{children}</div>
        <footer className="filter-sheet-footer">
          <button type="button" className="button button-secondary" onClick={onClearAll} disabled={activeCount === 0}>
            Clear all
          </button>
          <button type="button" className="button button-primary" aria-busy={counting} onClick={() => close('show')}>
            {showResultsLabel(resultCount, counting)}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
