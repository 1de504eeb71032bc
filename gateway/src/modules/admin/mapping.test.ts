import { describe, expect, it } from 'vitest';
import type { ErrorBody, OperatorLoginAnswer } from '../../generated/upstream/types.gen.ts';
import { loginSchema, refusedPath } from './mapping.ts';

describe('loginSchema', () => {
  it('passes the console contract through as the models, and refuses a role upstream does not declare', () => {
    const answer = {
      token: 'ey.token',
      expiresAt: '2025-11-02T18:15:00.000Z',
      operator: {
        id: 1,
        name: 'Asha',
        email: 'owner@example.com',
        role: 'owner',
        active: true,
        lastLoginAt: null,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      permissions: ['orders.read'],
    } satisfies OperatorLoginAnswer;
    expect(loginSchema.parse(answer)).toEqual(answer);
    expect(loginSchema.safeParse({ ...answer, operator: { ...answer.operator, role: 'root' } }).success).toBe(false);
  });
});

describe('refusedPath', () => {
  it("names the path of a refusal's first issue, and nothing for a body that is not an error body", () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Enter a valid email address.',
      issues: [
        { path: '/email', message: 'Enter a valid email address.' },
        { path: '/name', message: 'x' },
      ],
    } satisfies ErrorBody;
    expect(refusedPath(body)).toBe('/email');
    expect(refusedPath({ ...body, issues: undefined })).toBeNull();
    expect(refusedPath({ message: 'no status code' })).toBeNull();
    expect(refusedPath(undefined)).toBeNull();
  });
});
