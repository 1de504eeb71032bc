// Signed, expiring links of the console's files (the orders CSV): the console's browser cannot send
// its operator token with a download, and a token in a URL would stay in logs and histories. So an
// operator asks (with the token) for a link that names the operator, the exact query and an expiry
// a few minutes ahead, signed with an HMAC-SHA256; the file route recomputes it and checks the
// operator again. Pure given the key and the clock; tested beside.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a console file link works. */
export const EXPORT_LINK_TTL_MS = 5 * 60_000;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The links' key, derived from another secret of the app (the invoice links' key). */
export function exportLinkKey(secret: string): string {
  return createHash('sha256').update(`admin-export-links\n${secret}`).digest('hex');
}

/** The query's parameters in one canonical text: names sorted, values encoded, the signature left out. */
export function canonicalQuery(params: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[0] !== 'signature' && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

function sign(key: string, path: string, canonical: string): string {
  return createHmac('sha256', key).update(`${path}\n${canonical}`).digest('hex');
}

/** `path?params&operator=..&expires=..&signature=..` */
export function signedLink(
  key: string,
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  operatorId: number,
  expiresAt: Date,
): string {
  const all = { ...params, operator: String(operatorId), expires: String(Math.floor(expiresAt.getTime() / 1000)) };
  const canonical = canonicalQuery(all);
  return `${path}?${canonical}&signature=${sign(key, path, canonical)}`;
}

/** The operator a link was signed for, when its signature is right and it has not expired; else null. */
export function verifySignedLink(
  key: string,
  path: string,
  query: Readonly<Record<string, string | undefined>>,
  now: Date,
): number | null {
  const { signature, operator, expires } = query;
  if (!signature || !SIGNATURE.test(signature) || !operator || !/^\d{1,9}$/.test(operator)) return null;
  if (!expires || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) return null;
  const expected = Buffer.from(sign(key, path, canonicalQuery(query)), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? Number(operator) : null;
}
