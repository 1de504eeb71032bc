import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_FIELD_MESSAGE, DateField } from './date-field.tsx';

function Harness({ start = '', onValue }: { start?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField
        label="Invoice date"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Set
      </button>
    </>
  );
}

describe('DateField', () => {
  it('takes dd-MM-yyyy and hands the form YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Invoice date' });
    expect(box).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await user.type(box, '23-11-2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-23');
    expect(box).toHaveValue('23-11-2026');
  });

  it('shows a date it is given as dd-MM-yyyy, and a new one from outside', async () => {
    const user = userEvent.setup();
    render(<Harness start="2026-03-14" onValue={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Invoice date' });
    expect(box).toHaveValue('14-03-2026');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(box).toHaveValue('05-01-2026');
  });

  it('keeps text that is no date and says so once the box is left', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'Invoice date' });
    await user.type(box, '31-02-2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(box).toHaveValue('31-02-2026');
    expect(onValue).toHaveBeenLastCalledWith('31-02-2026');
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_FIELD_MESSAGE);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
