// Shared zod pieces of the REST contract: query parameters, the error body, error responses.
import { z } from 'zod';
import { PINCODE_PATTERN } from '@shop/commerce/contact';

/** A non-negative integer id sent as a query string value. */
export const idParam = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'Expected a non-negative integer')
  .transform(Number);

export const pincodeParam = z.string().trim().regex(PINCODE_PATTERN, 'Expected a 6-digit pincode');

/** A link to one of upstream's file routes (/files/...): the path the gateway passes on to the browser. */
export const filesPath = z.string().regex(/^\/files\//, 'Expected a path under /files/');

export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Machine-readable reason of some refusals (e.g. MAX_QUANTITY, OUT_OF_STOCK). */
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Error responses of a route that takes parameters and looks something up. */
export const lookupErrors = { 400: ErrorBody, 404: ErrorBody } as const;

export const SeoBody = z.object({
  pageTitle: z.string(),
  pageDescription: z.string(),
  pageKeywords: z.string(),
});
