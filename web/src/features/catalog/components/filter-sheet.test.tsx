import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FilterSheet, showResultsLabel } from './filter-sheet.tsx';

// jsdom has no modal dialogs: showModal and close toggle `open` and fire `close`, as a browser does.
beforeAll(() => {
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});

function renderSheet(props: Partial<Parameters<typeof FilterSheet>[0]> = {}) {
  const onClose = vi.fn();
  const onClearAll = vi.fn();
  const view = render(
    <FilterSheet resultCount={12} counting={false} activeCount={2} onClearAll={onClearAll} onClose={onClose} {...props}>
      <label>
        <input type="checkbox" /> Swim
      </label>
    </FilterSheet>,
  );
  return { onClose, onClearAll, ...view };
}

describe('showResultsLabel', () => {
  it('says how many products the filters leave, in the singular for one', () => {
    expect(showResultsLabel(12, false)).toBe('Show 12 results');
    expect(showResultsLabel(1, false)).toBe('Show 1 result');
    expect(showResultsLabel(0, false)).toBe('Show 0 results');
    expect(showResultsLabel(12, true)).toBe('Show results');
    expect(showResultsLabel(undefined, false)).toBe('Show results');
  });
});

describe('FilterSheet', () => {
  it('opens as a dialog named Filters holding the filters', () => {
    renderSheet();
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: 'Swim' })).toBeInTheDocument();
  });

  it('Show N results closes the sheet to show the results', async () => {
    const { onClose } = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 results' }));
    expect(onClose).toHaveBeenCalledWith('show');
  });

  it('the close button dismisses without asking to scroll', async () => {
    const { onClose } = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledWith('dismiss');
  });

  it('is busy while the count for new filters is on its way', () => {
    renderSheet({ counting: true });
    expect(screen.getByRole('button', { name: 'Show results' })).toHaveAttribute('aria-busy', 'true');
  });

  it('Clear all clears, and is disabled when no filter is in use', async () => {
    const { onClearAll, rerender, onClose } = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    rerender(
      <FilterSheet resultCount={40} counting={false} activeCount={0} onClearAll={onClearAll} onClose={onClose}>
        <p>filters</p>
      </FilterSheet>,
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show 40 results' })).toBeVisible();
  });
});
