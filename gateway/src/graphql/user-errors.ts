// Expected failures of a mutation: `userErrors { field message code }` with the spec's message.
// validateInput runs a zod schema over a mutation's arguments and turns each issue into a
// userError whose field is the path of the argument (['input', 'email'], ['phone'], ...). A rule of
// @shop/commerce answers a key of its domain's `{ code, message }` refusals; refuse() and checked()
// make that refusal an issue carrying its code.
import { z, type RefinementCtx, type ZodType } from 'zod';

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

/** A refusal as an issue of the schema being parsed, on `path` (relative to where it is raised). */
export function refuse(ctx: RefinementCtx, kind: UserErrorKind, path: PropertyKey[] = []): void {
  ctx.addIssue({ code: 'custom', message: kind.message, path, params: { code: kind.code } });
}

/**
 * A string checked by a rule that answers null or the key of a refusal (`refusals[key]`). The rule
 * sees `base`'s output (trimmed, digits only, ...), which is also the value.
 */
export function checked<K extends string>(
  rule: (value: string) => K | null,
  refusals: Readonly<Record<K, UserErrorKind>>,
  base: ZodType<string, string> = z.string(),
) {
  return base.pipe(
    z.string().superRefine((value, ctx) => {
      const key = rule(value);
      if (key !== null) refuse(ctx, refusals[key]);
    }),
  );
}

/** The code a refuse()d issue carries. */
function codeOf(issue: z.core.$ZodIssue): string | null {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : null;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; userErrors: UserError[] };

export const INVALID_INPUT_CODE = 'INVALID';

/**
 * Parses `value`; each issue becomes a userError under `root` (the argument's path). The code is
 * the refusal's (refuse, checked), else the one `kinds` gives the issue's message, else INVALID.
 * One error per field (the first).
 */
export function validateInput<T>(
  schema: ZodType<T>,
  value: unknown,
  root: string[],
  kinds: readonly UserErrorKind[] = [],
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
    const code = codeOf(issue) ?? kinds.find((kind) => kind.message === issue.message)?.code ?? INVALID_INPUT_CODE;
    userErrors.push({ field, message: issue.message, code });
  }
  return { ok: false, userErrors };
}
