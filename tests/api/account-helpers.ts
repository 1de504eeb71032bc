// Helpers of the account and cart contract tests: bearer calls, login, registration of fresh
// customers with unique contacts, and refusal checks with the exact message.
import { expect } from 'vitest';
import { postJson, request, type Answer } from './http.ts';
import { Refusal, TokenAnswer } from './account-contract.ts';

export const DEMO_PASSWORD = 'Shop@1234';
export const AARAV = { name: 'Aarav Sharma', email: 'aarav@example.com', phone: '9876543210' };
export const PRIYA = { name: 'Priya Nair', email: 'priya@example.com', phone: '9123456780' };
export const LOGIN_FAILED = 'Unauthorized access, Check Email-id/Mobile No. and Password';
export const LOGIN_WAIT = 'Too many failed login attempts. Please wait a moment and try again, or log in with an OTP.';

export function withBearer(token: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
  };
}

export function authed(url: string, token: string, init: RequestInit = {}): Promise<Answer> {
  return request(url, withBearer(token, init));
}

export function authedPost(url: string, token: string, body?: unknown): Promise<Answer> {
  return authed(
    url,
    token,
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
}

export async function login(api: string, emailId: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await postJson(`${api}/User/Login`, { email_id: emailId, u_Password: password });
  expect(answer.status, answer.text).toBe(200);
  return TokenAnswer.parse(answer.body).token;
}

/** Counts contacts per process: one process runs many files one after another (isolate: false). */
let sequence = 0;

/**
 * A contact pair nobody else in this test run uses: phone 70 + the process (3 digits) + the sequence
 * (5 digits, so it stays 10 digits however many files the process runs), emails tag-N@test.example.
 */
export function freshContact(tag: string): { email: string; phone: string } {
  sequence += 1;
  const n = `${process.pid % 1000}`.padStart(3, '0') + String(sequence % 100_000).padStart(5, '0');
  return { email: `${tag}-${n}@test.example`, phone: `70${n}` };
}

/** Registers a customer with email and phone and answers a session token. */
export async function freshCustomer(
  api: string,
  tag: string,
  password = 'secret123',
): Promise<{ email: string; phone: string; token: string; password: string }> {
  const contact = freshContact(tag);
  const answer = await postJson(`${api}/User/register`, {
    username: `Test ${tag}`,
    email: contact.email,
    number: contact.phone,
    password,
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toBe(0);
  return { ...contact, password, token: await login(api, contact.email, password) };
}

/** Expects a refusal with the status, the exact message and, when given, the code. */
export async function expectRefusal(answer: Answer | Promise<Answer>, status: number, message?: string, code?: string) {
  const a = await answer;
  expect(a.status, a.text.slice(0, 300)).toBe(status);
  const body = Refusal.parse(a.body);
  expect(body.statusCode).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}
