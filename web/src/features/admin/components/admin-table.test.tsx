import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './admin-table.tsx';

const rows = [
  { id: 'A1', amount: '₹1,000' },
  { id: 'A2', amount: '₹2,000' },
];

function Selectable({ onChange }: { onChange: (keys: string[]) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <AdminTable
      caption="Orders"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: 'Order', cell: (row) => row.id, primary: true },
        { header: 'Amount', cell: (row) => row.amount, numeric: true },
      ]}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        onChange([...next]);
      }}
      selectLabel={(row) => `Select order ${row.id}`}
    />
  );
}

describe('console table', () => {
  it('labels each cell with its column for the phone layout', () => {
    render(<Selectable onChange={() => {}} />);
    expect(screen.getByRole('cell', { name: '₹2,000' }).getAttribute('data-label')).toBe('Amount');
  });

  it('selects rows one by one and all at once', async () => {
    let selected: string[] = [];
    render(<Selectable onChange={(keys) => (selected = keys)} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order A2' }));
    expect(selected).toEqual(['A2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(selected.sort()).toEqual(['A1', 'A2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(selected).toEqual([]);
  });
});
