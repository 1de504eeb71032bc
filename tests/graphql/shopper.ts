// Helpers of the account and cart GraphQL tests: unique contacts, sign-up and sign-in through the
// gateway (shopper.graphql), the one-time code from upstream's dev outbox, the token secret from its
// data folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { StartedGateway } from '../support/gateway.ts';
import { LoginDocument, RegisterDocument } from './generated/graphql.ts';

let counter = 0;
const run = `${process.pid}${Date.now().toString(36)}`;

export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${run}.${counter}@example.com`;
}

/** A 10-digit number not used by the seed (starts with 7). */
export function uniquePhone(): string {
  counter += 1;
  return `7${String((Date.now() + counter * 7919) % 1_000_000_000).padStart(9, '0')}`;
}

export const PASSWORD = 'secret-pass-1';

export async function register(gateway: StartedGateway, emailOrPhone: string, name = 'Test Shopper'): Promise<void> {
  const { body } = await gateway.graphql(RegisterDocument, {
    input: { name, emailOrPhone, password: PASSWORD, acceptTerms: true },
  });
  expect(body.errors).toBeUndefined();
  expect(body.data!.register).toEqual({ ok: true, userErrors: [] });
}

export async function login(gateway: StartedGateway, emailOrPhone: string, password = PASSWORD): Promise<string> {
  const { body } = await gateway.graphql(LoginDocument, { input: { emailOrPhone, password } });
  expect(body.errors).toBeUndefined();
  expect(body.data!.login.userErrors).toEqual([]);
  return body.data!.login.token!;
}

/** A new account, signed in: its token and email. */
export async function newCustomer(
  gateway: StartedGateway,
  name = 'Test Shopper',
): Promise<{ token: string; email: string }> {
  const email = uniqueEmail();
  await register(gateway, email, name);
  return { token: await login(gateway, email), email };
}

export interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
}

export async function outbox(upstreamUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${upstreamUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** The newest one-time code sent to a number. */
export async function latestOtp(upstreamUrl: string, phone: string): Promise<string> {
  const [newest] = await outbox(upstreamUrl, phone);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The secret upstream signs shopper tokens with (generated in its data folder). */
export function tokenSecret(dataDir: string): string {
  return readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
}
