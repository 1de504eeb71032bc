// The refusal of a public form or lookup used too often from one place or for one address (the
// shop's own words: the specs have none). The gateway answers it as the userError or GraphQL error
// code RATE_LIMITED; the web shows the message. Sign-in keeps ACCOUNT_ERRORS.rateLimited.
export const RATE_LIMIT_ERROR = {
  code: 'RATE_LIMITED',
  message: 'Too many requests. Please try again in a few minutes.',
} as const;

/** True for a refusal (userError or GraphQL error code) that says to wait. */
export function isRateLimited(code: unknown): boolean {
  return code === RATE_LIMIT_ERROR.code;
}
