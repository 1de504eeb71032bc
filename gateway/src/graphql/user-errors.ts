// Expected failures of a mutation: `userErrors { field message code }` with the spec's message.
// validateInput runs a zod schema over a mutation's arguments and turns each issue into a
// userError whose field is the path of the argument (['input', 'email'], ['phone'], ...).
import type { ZodType } from 'zod';

export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

/** A message the gateway shows, with its machine-readable code. */
export interface UserErrorKind {
  code: string;
  message: string;
}

export function userError(kind: UserErrorKind, field: string[] | null = null): UserError {
  return { field, message: kind.message, code: kind.code };
}

/** A server's own message (e.g. upstream's 400 text) under a gateway code. */
export function userErrorWithMessage(code: string, message: string, field: string[] | null = null): UserError {
  return { field, message, code };
}

export type Validated<T> = { ok: true; data: T } | { ok: false; userErrors: UserError[] };

export const INVALID_INPUT_CODE = 'INVALID';

/**
 * Parses `value`; each issue becomes a userError under `root` (the argument's path). The code is
 * the one `kinds` gives the issue's message, else INVALID. One error per field (the first).
 */
export function validateInput<T>(
  schema: ZodType<T>,
  value: unknown,
  root: string[],
  kinds: readonly UserErrorKind[],
): Validated<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const seen = new Set<string>();
  const userErrors: UserError[] = [];
  for (const issue of parsed.error.issues) {
    const field = [...root, ...issue.path.map(String)];
    const key = field.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    const code = kinds.find((kind) => kind.message === issue.message)?.code ?? INVALID_INPUT_CODE;
    userErrors.push({ field, message: issue.message, code });
  }
  return { ok: false, userErrors };
}
