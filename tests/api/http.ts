// Small fetch helpers for the contract tests.
import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorBody } from './contract.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export async function request(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text };
}

export function postJson(url: string, body: unknown): Promise<Answer> {
  return request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Expects a 200 JSON answer and parses it with the contract schema (fails on any mismatch). */
export async function getOk<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const answer = await request(url);
  expect(answer.status, `${url}: ${answer.text.slice(0, 300)}`).toBe(200);
  return schema.parse(answer.body);
}

/** Expects an error answer with the given status and the JSON error body. */
export async function expectError(
  answerOrUrl: Answer | string | Promise<Answer>,
  status: number,
): Promise<z.output<typeof ErrorBody>> {
  const answer = typeof answerOrUrl === 'string' ? await request(answerOrUrl) : await answerOrUrl;
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  const body = ErrorBody.parse(answer.body);
  expect(body.statusCode).toBe(status);
  if (status === 400) expect(body.issues?.length ?? 0).toBeGreaterThan(0);
  return body;
}
