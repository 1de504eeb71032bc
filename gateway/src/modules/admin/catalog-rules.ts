// The console catalog's edge rules: the GraphQL arguments as upstream's query strings and bodies
// (ids as numbers, enums in upstream's words, HTML through the shop's sanitiser), and upstream's
// refusals as userErrors naming the input field. Pure; tested beside.
import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '@shop/commerce/admin/catalog-limits';
import type {
  GetApiAdminCouponsData,
  GetApiAdminLowStockData,
  GetApiAdminProductsData,
} from '../../generated/upstream/types.gen.ts';
import { zErrorBody } from '../../generated/upstream/zod.gen.ts';
import { sanitizeHtmlFragment } from '../../rest/safe-html.ts';

/** Upstream's queries of the console's catalog lists. */
export type ProductQuery = NonNullable<GetApiAdminProductsData['query']>;
export type LowStockQuery = NonNullable<GetApiAdminLowStockData['query']>;
export type CouponQuery = NonNullable<GetApiAdminCouponsData['query']>;

const SORTS = {
  NAME_ASC: 'name_asc',
  NAME_DESC: 'name_desc',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  NEWEST: 'newest',
} as const;
const COUPON_STATES = { UPCOMING: 'upcoming', ACTIVE: 'active', USED_UP: 'usedUp', ENDED: 'ended' } as const;
const COUPON_SOURCES = { SHOP: 'shop', POPUP: 'popup', PARTNER: 'partner' } as const;

const searchText = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, `Search with at most ${ADMIN_SEARCH_MAX} characters.`)
  .nullish()
  .transform((s) => (s ? s : undefined));
/** An id as GraphQL sends it (string or number) as upstream's integer. */
export const idInput = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'Expected a numeric id.')
  .transform(Number)
  .refine((n) => n >= 1, 'Expected a numeric id.');
const optionalId = idInput.nullish().transform((v) => v ?? null);

export const productFilterInput = z
  .object({ search: searchText, categoryId: idInput.nullish(), listed: z.boolean().nullish() })
  .nullish();

export const couponFilterInput = z
  .object({
    search: searchText,
    source: z.enum(['SHOP', 'POPUP', 'PARTNER']).nullish(),
    state: z.enum(['UPCOMING', 'ACTIVE', 'USED_UP', 'ENDED']).nullish(),
  })
  .nullish();

export function productListQuery(
  filter: z.output<typeof productFilterInput>,
  sort: keyof typeof SORTS,
  page: number,
  first: number,
): ProductQuery {
  const f: NonNullable<typeof filter> = filter ?? { search: undefined };
  return {
    page,
    first,
    sort: SORTS[sort],
    q: f.search,
    categoryId: f.categoryId ?? undefined,
    listed: f.listed === true ? 'listed' : f.listed === false ? 'unlisted' : undefined,
  };
}

export function couponListQuery(filter: z.output<typeof couponFilterInput>, page: number, first: number): CouponQuery {
  const f: NonNullable<typeof filter> = filter ?? { search: undefined };
  return {
    page,
    first,
    q: f.search,
    source: f.source ? COUPON_SOURCES[f.source] : undefined,
    state: f.state ? COUPON_STATES[f.state] : undefined,
  };
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const updateProductInput = z
  .object({
    id: idInput,
    listPrice: z.number().nullish(),
    salePrice: z.number().nullish(),
    descriptionHtml: z.string().nullish(),
    listed: z.boolean().nullish(),
  })
  .transform((i) => ({
    id: i.id,
    listPrice: orUndefined(i.listPrice),
    salePrice: orUndefined(i.salePrice),
    // Sanitised on save: what the shop would strip on the way out never reaches the database.
    descriptionHtml: i.descriptionHtml == null ? undefined : sanitizeHtmlFragment(i.descriptionHtml),
    isListed: orUndefined(i.listed),
  }));

export const setStockInput = z.object({
  productId: idInput,
  colorId: idInput,
  size: z
    .string()
    .nullish()
    .transform((s) => (s ?? '').trim()),
  units: z.number().int(),
});

export const createCouponInput = z.object({
  code: z.string(),
  description: z.string(),
  percent: z.number(),
  productId: optionalId,
  categoryId: optionalId,
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().int(),
});

export const offerBannerInput = z
  .object({ id: idInput, html: z.string() })
  .transform((i) => ({ id: i.id, html: sanitizeHtmlFragment(i.html) }));

export const categoryBannerInput = z
  .object({
    id: idInput,
    headline: z.string().nullish(),
    tagline: z.string().nullish(),
    altText: z.string().nullish(),
    imageUrl: z.string().nullish(),
  })
  .transform((i) => ({
    id: i.id,
    headline: orUndefined(i.headline),
    tagline: orUndefined(i.tagline),
    altText: orUndefined(i.altText),
    imageUrl: orUndefined(i.imageUrl),
  }));

export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

/** Upstream's field names that differ from the GraphQL input's. */
const FIELD_NAMES: Readonly<Record<string, string>> = { isListed: 'listed' };
/** Refusals upstream answers without an issue path (404, 409): the field each concerns. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { COUPON_CODE_TAKEN: 'code', COUPON_ENDED: 'id' };

/** An upstream refusal (400, 404, 409) as a userError under `root` (the argument); null when the body is not one. */
export function catalogUserError(body: unknown, status: number, root: string[] = ['input']): UserError | null {
  const parsed = zErrorBody.safeParse(body);
  if (!parsed.success) return null;
  const { message, code, issues } = parsed.data;
  const path = issues?.[0]?.path.replace(/^\//, '').split('/')[0] ?? '';
  const field = path !== '' ? (FIELD_NAMES[path] ?? path) : code ? FIELD_OF_CODE[code] : undefined;
  return {
    field: field ? [...root, field] : null,
    message,
    code: code ?? (status === 404 ? 'NOT_FOUND' : 'INVALID'),
  };
}
