// Helpers of the channel partner (CP) contract tests: the demo partners, login,
// tokens minted for a partner id and level, bearer calls and multipart bodies.
import { expect } from 'vitest';
import { z } from 'zod';
import { createPartnerJwtService, type PartnerLevel } from '../../upstream/src/services/partner-jwt.ts';
import type { RunningUpstream } from '../support/upstream.ts';
import { postJson, request, type Answer } from './http.ts';

export const PARTNER_PASSWORD = 'Partner@123';
export const ROHAN = {
  email: 'rohan.cp@example.com',
  code: 'V5M1001',
  level: 1 as const,
  name: 'Rohan',
  surname: 'Mehta',
};
export const KAVYA = {
  email: 'kavya.cp@example.com',
  code: 'V5G1002',
  level: 2 as const,
  name: 'Kavya',
  surname: 'Iyer',
};
export const ARJUN = {
  email: 'arjun.cp@example.com',
  code: 'V5G1003',
  level: 2 as const,
  name: 'Arjun',
  surname: 'Das',
};
export const MEERA = {
  email: 'meera.cp@example.com',
  code: 'V5M1004',
  level: 1 as const,
  name: 'Meera',
  surname: 'Pillai',
};
export const PARTNER_UNAUTHORIZED = 'Unauthorized access';

export const PartnerLogin = z.object({
  token: z.string().min(1),
  expiresAt: z.string(),
  cP_ID: z.number().int().positive(),
  cP_LEVEL: z.union([z.literal(1), z.literal(2)]),
  device_token: z.string().regex(/^[\w-]{43}$/),
});
export type PartnerLogin = z.output<typeof PartnerLogin>;

/** POST `${api}/CP/CPLogin` (api = `${upstream.url}/api`); expects 200 and answers the parsed login. */
export async function loginPartner(api: string, email: string, password = PARTNER_PASSWORD): Promise<PartnerLogin> {
  const answer = await postJson(`${api}/CP/CPLogin`, { email_id: email, u_Password: password });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return PartnerLogin.parse(answer.body);
}

/** A partner token for any partner id and level (of a partner's first session version), signed with the test upstream's secret. */
export function mintPartnerToken(
  upstream: Pick<RunningUpstream, 'jwtSecret'>,
  partnerId: number,
  level: PartnerLevel,
  now: () => Date = () => new Date(),
): string {
  return createPartnerJwtService(upstream.jwtSecret, now).issue(partnerId, level, 1).token;
}

/** A partner call with `Authorization: Bearer <token>`. */
export function partnerCall(url: string, token: string | null, init: RequestInit = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return request(url, { ...init, headers });
}

export function partnerGet(url: string, token: string | null): Promise<Answer> {
  return partnerCall(url, token);
}

/** POST with a JSON body, or with no body at all when `body` is undefined. */
export function partnerPost(url: string, token: string | null, body?: unknown): Promise<Answer> {
  return partnerCall(
    url,
    token,
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
}

export interface FilePart {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart body: string fields, and files as { name, type, bytes }. */
export function multipart(fields: Record<string, string | FilePart | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.bytes], { type: value.type }), value.name);
  }
  return form;
}

/** POST a multipart form (fetch sets the boundary). */
export function partnerPostForm(
  url: string,
  token: string | null,
  fields: Record<string, string | FilePart | undefined>,
): Promise<Answer> {
  return partnerCall(url, token, { method: 'POST', body: multipart(fields) });
}

/** A minimal valid PNG (1×1, red) and a minimal PDF of one page, for document uploads. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
);
export const PDF_BYTES = Uint8Array.from(
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
);
export const pngFile = (name = 'doc.png'): FilePart => ({ name, type: 'image/png', bytes: PNG_BYTES });
export const pdfFile = (name = 'doc.pdf'): FilePart => ({ name, type: 'application/pdf', bytes: PDF_BYTES });

/** Expects a refusal with the status and, when given, the exact message; answers the body. */
export async function expectPartnerRefusal(
  answer: Answer | Promise<Answer>,
  status: number,
  message?: string,
): Promise<{ statusCode: number; message: string; issues?: { path: string; message: string }[] }> {
  const a = await answer;
  expect(a.status, a.text.slice(0, 300)).toBe(status);
  const body = z
    .object({
      statusCode: z.number(),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    })
    .parse(a.body);
  expect(body.statusCode).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
