import { describe, expect, it } from 'vitest';
import { consoleErrorMessage, isOperatorSessionError } from './admin-errors.ts';

const errors = (...extensions: Array<Record<string, unknown>>) => ({
  errors: extensions.map((e) => ({ extensions: e })),
});

describe('console errors', () => {
  it('reads only the admin realm as the end of the operator session', () => {
    expect(isOperatorSessionError(errors({ code: 'UNAUTHENTICATED', realm: 'admin' }))).toBe(true);
    expect(isOperatorSessionError(errors({ code: 'UNAUTHENTICATED', realm: 'partner' }))).toBe(false);
    expect(isOperatorSessionError(errors({ code: 'UNAUTHENTICATED' }))).toBe(false);
  });

  it('words a refusal of the role and any other failure', () => {
    expect(consoleErrorMessage(errors({ code: 'FORBIDDEN', realm: 'admin' }))).toBe(
      'You do not have permission to do this.',
    );
    expect(consoleErrorMessage(new Error('network'))).toBe('Something went wrong. Please try again.');
    expect(consoleErrorMessage(errors({ code: 'UNAUTHENTICATED', realm: 'admin' }))).toBe(
      'Your session has ended. Please sign in again.',
    );
  });
});
