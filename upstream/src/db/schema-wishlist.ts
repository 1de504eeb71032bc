// Kysely tables of the wishlist and back-in-stock requests (migration 0022). Timestamps are ISO strings.
import type { Generated } from 'kysely';

export interface WishlistItemTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface BackInStockRequestTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  product_id: number;
  color_id: number;
  /** '' when sizes do not apply. */
  size: string;
  created_at: string;
  /** When the alert mail was queued; null while waiting. */
  notified_at: string | null;
}

export interface WishlistTables {
  wishlist_items: WishlistItemTable;
  back_in_stock_requests: BackInStockRequestTable;
}
