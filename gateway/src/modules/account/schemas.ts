// The account REST shapes (upstream/README.md, "Accounts and cart contract"), parsed and renamed
// to the gateway's models in this one place.
import { z } from 'zod';
import type { IssuedSession, Profile } from './models.ts';

/**
 * Upstream's `expires` as ISO 8601: an ISO string, or a number of seconds (or of milliseconds
 * when it is that large) since the epoch. Null when it cannot be read.
 */
export function expiryToIso(expires: string | number | null | undefined): string | null {
  if (expires === null || expires === undefined || expires === '') return null;
  const ms = typeof expires === 'number' ? (expires < 1e12 ? expires * 1000 : expires) : Date.parse(expires);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** User/Login and SMS/ValidateOTP: `{ token, expires, device_token }` (device_token: the shop's extension). */
export const issuedSessionSchema = z
  .object({
    token: z.string().min(1),
    expires: z.union([z.string(), z.number()]).nullish(),
    device_token: z.string().min(1).nullish(),
  })
  .transform((raw): IssuedSession => ({
    token: raw.token,
    expiresAt: expiryToIso(raw.expires),
    deviceToken: raw.device_token ?? null,
  }));

/** User/register: 1 when the user exists, else 0 (a number, or the same as text). */
export const registerAnswerSchema = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform((raw) => Number(raw) === 1);

/** CommonData/userprofile. */
export const profileSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    email: optionalText,
    phone: optionalText,
    image: optionalText,
  })
  .transform((raw): Profile => ({
    id: raw.id,
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    email: raw.email,
    phone: raw.phone,
    imageUrl: raw.image,
  }));

/** Any JSON answer whose content does not matter (`{ ok: true }`, `{ status: 'sent' }`). */
export const anyAnswerSchema = z.unknown();
