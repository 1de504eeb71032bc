// The shape of a hand-written product definition; catalog.ts turns these into table rows.
import type { ColorName, Lifestyle } from './palette.ts';

export type DeviceKind =
  | 'ring'
  | 'watch'
  | 'earbuds'
  | 'headphones'
  | 'neckband'
  | 'gift-box'
  | 'charging-dock'
  | 'strap'
  | 'carry-case'
  | 'ear-tips'
  | 'ear-cushions'
  | 'cable';

export interface ProductDef {
  id: number;
  categoryId: number;
  name: string;
  model: string;
  kind: DeviceKind;
  listPrice: number;
  salePrice: number;
  rating: number;
  ratingCount: number;
  colors: readonly ColorName[];
  /** Colours with no stock at all (OUT OF STOCK on the product page). */
  soldOut?: readonly ColorName[];
  lifestyles: readonly Lifestyle[];
  /** One sentence: the short description of cards and the product page. */
  summary: string;
  /** Three or four features: highlight picture captions and the background info list. */
  features: readonly string[];
  /** Variant family id and this member's heading (product-type ribbon). */
  family?: { id: number; heading: string };
  addons?: readonly number[];
  offer?: { productId: number; price: number };
  dispatchDays?: number;
  /** false for add-ons: reachable by their page, not listed in the category. */
  listed?: boolean;
  strapSize?: string;
}

export interface VariantFamilyDef {
  id: number;
  name: string;
}
