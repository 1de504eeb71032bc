import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEASUREMENT_ERROR, SizeGuide } from './size-guide.tsx';

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

function renderGuide(sizes: string[] = ['6', '7', '8', '9', '10', '11', '12', '13']) {
  render(
    <MemoryRouter>
      <SizeGuide sizes={sizes} />
    </MemoryRouter>,
  );
}

describe('the ring size guide', () => {
  it('opens a dialog with the chart of the sizes offered and a link to the printable sizer', async () => {
    renderGuide(['7', '8', '9']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Ring size guide' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'US sizeInner diameterCircumference',
      '717.3 mm54.4 mm',
      '818.1 mm57.0 mm',
      '918.9 mm59.5 mm',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Print a ring sizer' })).toHaveAttribute('href', '/ring-sizer');
  });

  it('turns a measured circumference into a size, advising the larger between two', async () => {
    renderGuide();
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const box = screen.getByRole('textbox', { name: 'Circumference you measured (mm)' });
    await userEvent.type(box, '59.5');
    expect(screen.getByRole('status')).toHaveTextContent('Your size is 9.');
    await userEvent.clear(box);
    await userEvent.type(box, '61');
    expect(screen.getByRole('status')).toHaveTextContent('You are between sizes 9 and 10: choose 10.');
  });

  it('refuses what is not a length, keeping what was typed', async () => {
    renderGuide();
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const box = screen.getByRole('textbox', { name: 'Circumference you measured (mm)' });
    await userEvent.type(box, '5x');
    expect(box).toHaveValue('5x');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(MEASUREMENT_ERROR);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('closes with its Close button', async () => {
    renderGuide();
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a product without ring sizes', () => {
  it('has no size guide', () => {
    renderGuide(['S/M', 'L/XL']);
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });
});
