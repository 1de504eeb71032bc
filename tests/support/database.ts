// Arranges facts the APIs cannot set, directly in a test upstream's SQLite file (WAL mode allows a
// second connection): the stock of a colour and size, for "last unit" and stock-level checks.
import path from 'node:path';
import Database from 'better-sqlite3';

export function setStock(dataDir: string, line: { color: number; size: string }, stock: number): void {
  const db = new Database(path.join(dataDir, 'shop.db'));
  try {
    db.prepare('UPDATE product_stock SET stock = ? WHERE product_color_id = ? AND size = ?').run(
      stock,
      line.color,
      line.size,
    );
  } finally {
    db.close();
  }
}
