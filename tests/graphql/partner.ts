// Helpers of the channel partner (CP portal) GraphQL tests: the demo partners, partner login through
// the gateway (partner.graphql), calls with the X-Partner-Token header, the access error of a
// response, uploads and the mails upstream sends.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import { graphqlArguments, type GraphQLResult, type StartedGateway, type VariablesOf } from '../support/gateway.ts';
import { PartnerCaptchaDocument, PartnerLoginDocument } from './generated/graphql.ts';

export const PARTNER_PASSWORD = 'Partner@123';
export const ROHAN = { email: 'rohan.cp@example.com', code: 'V5M1001', name: 'Rohan Mehta' };
export const KAVYA = { email: 'kavya.cp@example.com', code: 'V5G1002', name: 'Kavya Iyer' };
export const MEERA = { email: 'meera.cp@example.com', code: 'V5M1004', name: 'Meera Pillai' };

/** dd-MM-yyyy HH:mm:ss (spec section 9). */
export const SPEC_DATE = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;

/** A minimal PNG (1×1) and PDF (one page) as base64 FileUploadInputs. */
export const PNG_UPLOAD = {
  fileName: 'cheque.png',
  contentType: 'image/png',
  base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
};
export const PDF_UPLOAD = {
  fileName: 'aadhaar.pdf',
  contentType: 'application/pdf',
  base64: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ).toString('base64'),
};

let counter = 0;
const run = `${process.pid}${Date.now().toString(36)}`;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${run}.${counter}@example.com`;
}
/** A 10-digit number not used by the seed (starts with 6). */
export function uniquePhone(): string {
  counter += 1;
  return `6${String((Date.now() + counter * 7919) % 1_000_000_000).padStart(9, '0')}`;
}

export interface PartnerSessionTokens {
  partnerToken: string;
  shopperToken: string | null;
}

/** A fresh CP login captcha, answered: spread it into PartnerLoginInput. */
export async function solvedCaptcha(gateway: StartedGateway): Promise<{ captchaToken: string; captchaAnswer: string }> {
  const { body } = await gateway.graphql(PartnerCaptchaDocument);
  expect(body.errors).toBeUndefined();
  const { token, a, b } = body.data!.partnerCaptcha;
  return { captchaToken: token, captchaAnswer: String(a + b) };
}

export async function partnerLogin(
  gateway: StartedGateway,
  email: string,
  password = PARTNER_PASSWORD,
): Promise<PartnerSessionTokens> {
  const { body } = await gateway.graphql(PartnerLoginDocument, {
    input: { email, password, ...(await solvedCaptcha(gateway)) },
  });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data!.partnerLogin.userErrors).toEqual([]);
  const { partnerToken, shopperToken } = body.data!.partnerLogin;
  return { partnerToken: partnerToken!, shopperToken };
}

const partnerHeader = (token: string) => ({ headers: { 'x-partner-token': token } });

/** A GraphQL call as a partner (X-Partner-Token). */
export function asPartner<T, V>(
  gateway: StartedGateway,
  token: string,
  document: TypedDocumentNode<T, V>,
  ...[variables]: VariablesOf<V>
): Promise<GraphQLResult<T>> {
  return gateway.graphql(document, ...graphqlArguments(variables, partnerHeader(token)));
}

/** The data of a partner call that must succeed. */
export async function partnerData<T, V>(
  gateway: StartedGateway,
  token: string,
  document: TypedDocumentNode<T, V>,
  ...[variables]: VariablesOf<V>
): Promise<T> {
  const { body } = await gateway.graphql(document, ...graphqlArguments(variables, partnerHeader(token)));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The code and realm of the first error of a response. */
export function accessError(result: GraphQLResult<unknown>): { code: unknown; realm: unknown } {
  const error = result.body.errors?.[0];
  return { code: error?.extensions?.code, realm: error?.extensions?.realm };
}

/** The newest mail to an address (upstream's dev outbox). */
export async function newestMail(upstreamUrl: string, to: string): Promise<{ subject: string; body: string }> {
  const response = await fetch(`${upstreamUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const [newest] = (await response.json()) as Array<{ subject: string; body: string }>;
  expect(newest, `no mail to ${to}`).toBeDefined();
  return newest!;
}

/** The token of the first link in a mail whose path matches (e.g. /cp/join/{token}, ?token=). */
export function linkToken(body: string, pattern: RegExp): string {
  const token = pattern.exec(body)?.[1];
  expect(token, body.slice(0, 500)).toBeTruthy();
  return decodeURIComponent(token!);
}
