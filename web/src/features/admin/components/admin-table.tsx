// A console table: a real <table> on wide screens; under 720 px each row becomes a card whose cells
// carry their column's name (CSS, from data-label), so nothing hides behind a sideways scroll.
// Optional row selection (for bulk actions) with a select-all box.
import type { ReactNode } from 'react';

export interface AdminColumn<Row> {
  /** The header text (and the label of the cell on a phone). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** The card's title on a phone (one column, usually the first). */
  primary?: boolean;
}

type AdminTableProps<Row> = {
  /** The table's accessible name. */
  caption: string;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** With selection: the selected keys and the change handler. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  /** The accessible label of a row's checkbox. */
  selectLabel?: (row: Row) => string;
};

export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  selected,
  onSelectedChange,
  selectLabel,
}: AdminTableProps<Row>) {
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const keys = rows.map(rowKey);
  const allSelected = selectable && keys.length > 0 && keys.every((key) => selected.has(key));
  const toggle = (key: string) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };
  const toggleAll = () => {
    if (!selectable) return;
    onSelectedChange(allSelected ? new Set() : new Set(keys));
  };
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="admin-table-select">
                <input type="checkbox" aria-label="Select all rows" checked={allSelected} onChange={toggleAll} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} className={selectable && selected.has(key) ? 'selected' : undefined}>
                {selectable ? (
                  <td className="admin-table-select">
                    <input
                      type="checkbox"
                      aria-label={selectLabel ? selectLabel(row) : `Select ${key}`}
                      checked={selected.has(key)}
                      onChange={() => toggle(key)}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={
                      [column.numeric ? 'numeric' : '', column.primary ? 'primary' : ''].join(' ').trim() || undefined
                    }
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
