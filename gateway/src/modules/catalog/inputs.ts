// zod schemas of the catalog's GraphQL arguments.
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/commerce/catalog/limits';
import { PRODUCT_PAGE_MAX, PRODUCT_PAGE_NUMBER_MAX, PRODUCT_PAGE_SIZE } from '@shop/commerce/catalog/paging';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { SEARCH_PRICE_MAX, SEARCH_SUGGESTION_MAX } from '@shop/commerce/catalog/search-terms';
import { PRODUCT_SORTS } from '@shop/commerce/catalog/sort';
import { CATALOG_MESSAGES } from '@shop/commerce/catalog/messages';
import { CONTACT_MESSAGES, PINCODE_PATTERN } from '@shop/commerce/contact';
import { z } from 'zod';

/** A blank pincode says the spec's 'Please Enter Pincode'; any other non-6-digit value the shop's pincode message. */
export const pincodeInput = z
  .string()
  .trim()
  .min(1, CATALOG_MESSAGES.pincodeRequired)
  .regex(PINCODE_PATTERN, CONTACT_MESSAGES.pincodeInvalid);

export const productIdInput = z.coerce
  .number({ message: 'Product id must be a number.' })
  .int('Product id must be a whole number.')
  .positive('Product id must be positive.')
  .max(999_999_999, 'Product id is too long.');

/**
 * A product route's segments within upstream's limits (Product_details_Modal answers 400 beyond
 * them); a route outside them names no product.
 */
export const productRouteInput = z.object({
  modelSlug: z.string().trim().min(1).max(120),
  categorySlug: z.string().trim().max(200),
  nameSlug: z.string().trim().max(300),
});

/** A category route's slug within upstream's limit (Screen/category answers 400 beyond it); outside it names no category. */
export const categorySlugInput = z.string().trim().min(1).max(120);

const price = z.number().finite().nonnegative('Prices cannot be negative.');

/** The most tags or colour names one filter names, and their length (the schema's descriptions say so). */
export const FILTER_MAX_VALUES = 50;
export const FILTER_VALUE_MAX_LENGTH = 100;
const filterValues = z
  .array(z.string().max(FILTER_VALUE_MAX_LENGTH, `Filter values are at most ${FILTER_VALUE_MAX_LENGTH} characters.`))
  .max(FILTER_MAX_VALUES, `At most ${FILTER_MAX_VALUES} filter values.`);

export const productFilterInput = z
  .object({
    lifestyles: filterValues.nullish(),
    colors: filterValues.nullish(),
    minPrice: price.nullish(),
    maxPrice: price.nullish(),
  })
  .nullish();

/** The most related products one query asks for (the schema's description says so). */
export const RELATED_MAX = 20;
export const relatedCountInput = z
  .number()
  .int()
  .min(0, 'first cannot be negative.')
  .max(RELATED_MAX, `first is at most ${RELATED_MAX}.`);

/** The header search, normalised as the web sends it; blank means no search (no call); the length limit. */
export const searchQueryInput = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, `Search at most ${SEARCH_QUERY_MAX_LENGTH} characters.`)
  .transform(normaliseSearchQuery);

const searchPrice = z
  .number()
  .int('A price is a whole number of rupees.')
  .min(0, 'A price cannot be negative.')
  .max(SEARCH_PRICE_MAX, `A price is at most ${SEARCH_PRICE_MAX}.`);

/** The search results page's filters: a category id and a price range (the lowest not above the highest). */
export const searchFilterInput = z
  .object({
    categoryId: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/, 'categoryId is a category id.')
      .transform(Number)
      .nullish(),
    minPrice: searchPrice.nullish(),
    maxPrice: searchPrice.nullish(),
  })
  .nullish()
  .transform((f) => ({
    categoryId: f?.categoryId ?? undefined,
    minPrice: f?.minPrice ?? undefined,
    maxPrice: f?.maxPrice ?? undefined,
  }))
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'The lowest price must not be above the highest.',
    path: ['minPrice'],
  });

/** How many suggestions the header box asks for. */
export const suggestionCountInput = z
  .number()
  .int()
  .min(1, 'first is at least 1.')
  .max(SEARCH_SUGGESTION_MAX, `first is at most ${SEARCH_SUGGESTION_MAX}.`);

/** A page of products: its number from 1 and its size (the schema's descriptions say the limits). */
export const pageInput = z.object({
  page: z
    .number()
    .int()
    .min(1, 'page is at least 1.')
    .max(PRODUCT_PAGE_NUMBER_MAX, `page is at most ${PRODUCT_PAGE_NUMBER_MAX}.`)
    .nullish()
    .transform((page) => page ?? 1),
  first: z
    .number()
    .int()
    .min(1, 'first is at least 1.')
    .max(PRODUCT_PAGE_MAX, `first is at most ${PRODUCT_PAGE_MAX}.`)
    .nullish()
    .transform((first) => first ?? PRODUCT_PAGE_SIZE),
});

/** An order of a product list; absent means featured. */
export const productSortInput = z
  .enum(PRODUCT_SORTS)
  .nullish()
  .transform((sort) => sort ?? 'FEATURED');
