// The session token of a request: `Authorization: Bearer <token>` (scheme case-insensitive).

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  return BEARER.exec(value)?.[1] ?? null;
}
