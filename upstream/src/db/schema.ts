// The Kysely database interface: one entry per table, columns in snake_case. The catalog's tables
// are here; each other area's are in its schema-<domain>.ts, written with its migration.
import type { Generated } from 'kysely';
import type { AccountTables } from './schema-accounts.ts';
import type { AdminTables } from './schema-admin.ts';
import type { ContentTables } from './schema-content.ts';
import type { OrderTables } from './schema-orders.ts';
import type { PartnerTables } from './schema-partner.ts';
import type { PaymentTables } from './schema-payments.ts';
import type { ReviewCustomerColumns, ReviewTables } from './schema-reviews.ts';
import type { SupportTables } from './schema-support.ts';
import type { WishlistTables } from './schema-wishlist.ts';

export interface CategoryTable {
  id: number;
  name: string;
  slug: string;
  position: number;
  tagline: string;
  device_kind: string;
}

export interface CategoryBannerTable {
  id: Generated<number>;
  category_id: number;
  position: number;
  image_url: string;
  alt_text: string;
  headline: string;
  tagline: string;
}

export interface LifestyleTable {
  id: number;
  name: string;
  position: number;
}

export interface VariantFamilyTable {
  id: number;
  name: string;
}

export interface ProductTable {
  id: number;
  category_id: number;
  name: string;
  model: string;
  model_slug: string;
  name_slug: string;
  device_kind: string;
  list_price: number;
  sale_price: number;
  currency: string;
  rating: number;
  rating_count: number;
  description_html: string;
  background_html: string;
  banner_url: string;
  /** 1 = shown in category pages and the product list; 0 = add-on reachable only by its page. */
  is_listed: number;
  featured_rank: number;
  units_sold: number;
  dispatch_days: number;
  has_sizes: number;
  variant_family_id: number | null;
  variant_heading: string | null;
  /** HSN code printed on tax invoices (migration 0008). */
  hsn_code: Generated<string>;
  /** The name's sort key (nameSortKey of @shop/commerce/catalog/sort; migration 0021). */
  name_key: string;
}

export interface ProductColorTable {
  id: number;
  product_id: number;
  color_name: string;
  color_code: string;
  position: number;
}

export interface ProductStockTable {
  id: Generated<number>;
  product_color_id: number;
  /** '' when sizes do not apply. */
  size: string;
  stock: number;
  position: number;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  product_color_id: number;
  /** 'gallery' or 'highlight'. */
  kind: string;
  position: number;
  url: string;
  caption: string | null;
}

export interface ProductLifestyleTable {
  product_id: number;
  lifestyle_id: number;
}

export interface StrapOptionTable {
  id: Generated<number>;
  product_color_id: number;
  strap_color: string;
  color_code: string;
  size: string;
  is_default: number;
  position: number;
}

export interface ProductAddonTable {
  product_id: number;
  addon_product_id: number;
  position: number;
}

export interface OfferProductTable {
  id: Generated<number>;
  product_id: number;
  offer_product_id: number;
  offer_price: number;
  position: number;
}

export interface ReviewTable extends ReviewCustomerColumns {
  id: Generated<number>;
  product_id: number;
  reviewer_name: string;
  rating: number;
  title: string;
  comment: string;
  review_date: string;
}

export interface SeoPageTable {
  id: Generated<number>;
  /** 'home', 'category' or 'product'. */
  page_type: string;
  /** Category or product id; 0 for the home page. */
  ref_id: number;
  page_title: string;
  page_description: string;
  page_keywords: string;
}

export interface MainOfferTable {
  id: Generated<number>;
  html: string;
  position: number;
}

export interface CountryTable {
  id: number;
  name: string;
  iso_code: string;
  phone_code: string;
  currency_code: string;
  currency_symbol: string;
  tax_name: string;
  tax_percent: number;
}

export interface StateTable {
  id: number;
  country_id: number;
  name: string;
  iso_code: string;
  gst_code: string;
  region: string;
}

export interface DeliveryZoneTable {
  id: number;
  code: string;
  name: string;
  min_days: number;
  max_days: number;
}

export interface PincodeTable {
  pincode: string;
  district: string;
  city: string;
  state_id: number;
  zone_id: number;
  deliverable: number;
}

/** Catalog and geography tables here; the other domains' tables in schema-<domain>.ts. */
export interface Database
  extends
    AccountTables,
    AdminTables,
    OrderTables,
    ContentTables,
    SupportTables,
    PartnerTables,
    PaymentTables,
    WishlistTables,
    ReviewTables {
  categories: CategoryTable;
  category_banners: CategoryBannerTable;
  lifestyles: LifestyleTable;
  variant_families: VariantFamilyTable;
  products: ProductTable;
  product_colors: ProductColorTable;
  product_stock: ProductStockTable;
  product_images: ProductImageTable;
  product_lifestyles: ProductLifestyleTable;
  strap_options: StrapOptionTable;
  product_addons: ProductAddonTable;
  offer_products: OfferProductTable;
  reviews: ReviewTable;
  seo_pages: SeoPageTable;
  main_offers: MainOfferTable;
  countries: CountryTable;
  states: StateTable;
  delivery_zones: DeliveryZoneTable;
  pincodes: PincodeTable;
}
