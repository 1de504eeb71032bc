// Upstream's error bodies (`{ statusCode, error, message, code? }`) and user/UpdateProfile's
// answer (`{ message }`): the message and code, when there are any.
import { z } from 'zod';

/** Error bodies and user/UpdateProfile's answer: `{ message }` (and `code` on some 409s). */
const messageSchema = z
  .object({ message: z.string().nullish(), code: z.string().nullish() })
  .loose()
  .transform((raw) => ({ message: raw.message?.trim() ? raw.message.trim() : null, code: raw.code ?? null }));

/** The message of an error body, or null when it has none. */
export function messageOf(body: unknown): string | null {
  const parsed = messageSchema.safeParse(body);
  return parsed.success ? parsed.data.message : null;
}

/** The code of an error body (409 MAX_QUANTITY, OUT_OF_STOCK), or null. */
export function codeOf(body: unknown): string | null {
  const parsed = messageSchema.safeParse(body);
  return parsed.success ? parsed.data.code : null;
}
