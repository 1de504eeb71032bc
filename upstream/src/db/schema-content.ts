// Kysely tables of content (migration 0006): static pages, blogs, subscriptions and coupons.
import type { Generated } from 'kysely';

export interface StaticPageTable {
  /** shipping-policy, brand, career, privacy-policy, refund-policy, warranty, terms. */
  slug: string;
  title: string;
  html: string;
  updated_at: string;
}

export interface BlogTable {
  id: number;
  title: string;
  titledesc: string;
  content: string;
  /** Root-relative URL of the generated banner (/images/blogs/{id}.svg). */
  banner_image: string;
  /** Device drawn on the banner. */
  banner_kind: string;
  urls: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  /** YYYY-MM-DD. */
  published_on: string;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Lowercased. */
  email: string;
  /** 'footer', 'popup' or 'registration'. */
  source: string;
  created_at: string;
}

export interface CouponTable {
  id: Generated<number>;
  code: string;
  description: string;
  percent: number;
  /** Restricts the coupon to one product; null = any. */
  product_id: number | null;
  /** Restricts the coupon to one category; null = any. */
  category_id: number | null;
  valid_from: string;
  valid_to: string;
  /** A personal code: only this (lowercased) email may use it; null = anyone. */
  email: string | null;
  max_uses: number;
  uses: Generated<number>;
  /** Where it came from: 'popup', 'shop', ... */
  source: string;
  created_at: string;
}

export interface PopupSubscriberTable {
  id: Generated<number>;
  email: string;
  name: string;
  phone: string;
  coupon_id: number;
  created_at: string;
  updated_at: string;
}

/** Failed coupon checks of one account in its current window (migration 0018). */
export interface CouponCheckFailureTable {
  user_id: number;
  /** ISO 8601: when the window of these failures began. */
  window_started_at: string;
  failures: number;
}

export interface ContentTables {
  static_pages: StaticPageTable;
  blogs: BlogTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  coupons: CouponTable;
  popup_subscribers: PopupSubscriberTable;
  coupon_check_failures: CouponCheckFailureTable;
}
