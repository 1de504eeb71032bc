// Helpers of the console's contract tests: the demo owner, operator login, an operator of any
// role (added by the owner and logged in), and bearer calls.
import { expect } from 'vitest';
import type { OperatorRole } from '@shop/commerce/admin/roles';
import type { RunningUpstream } from '../support/upstream.ts';
import { postJson, request, type Answer } from './http.ts';

export const OWNER = { email: 'owner@example.com', password: 'Admin@1234' };
/** The first password the helpers give operators they add. */
export const OPERATOR_PASSWORD = 'Console@2026';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function adminGet(upstream: RunningUpstream, path: string, token: string): Promise<Answer> {
  return request(`${upstream.url}/api${path}`, { headers: bearer(token) });
}

export function adminPost(upstream: RunningUpstream, path: string, token: string, body: unknown): Promise<Answer> {
  return request(`${upstream.url}/api${path}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function loginOperator(upstream: RunningUpstream, email: string, password: string): Promise<string> {
  const answer = await postJson(`${upstream.url}/api/Admin/Login`, { email, password });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return (answer.body as { token: string }).token;
}

export function ownerToken(upstream: RunningUpstream): Promise<string> {
  return loginOperator(upstream, OWNER.email, OWNER.password);
}

let added = 0;

/**
 * A token of a new operator of `role` (added by the demo owner) and its name; its email is unique
 * per call (the count goes on across the files one process runs).
 */
export async function operatorToken(
  upstream: RunningUpstream,
  role: OperatorRole,
): Promise<{ token: string; id: number; email: string; name: string }> {
  const owner = await ownerToken(upstream);
  added += 1;
  const email = `${role}.${process.pid}.${added}@ops.example.com`;
  const name = `${role} operator ${added}`;
  const created = await adminPost(upstream, '/Admin/Operators', owner, {
    name,
    email,
    role,
    password: OPERATOR_PASSWORD,
  });
  expect(created.status, created.text.slice(0, 300)).toBe(200);
  const id = (created.body as { id: number }).id;
  return { token: await loginOperator(upstream, email, OPERATOR_PASSWORD), id, email, name };
}
