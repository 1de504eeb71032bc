import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createFormatError, INTERNAL_ERROR_MESSAGE } from './format-error.ts';

describe('createFormatError', () => {
  it('keeps known codes and their message, without a stack trace', () => {
    const formatted = createFormatError()(
      {
        message: 'The commerce API is not reachable right now.',
        path: ['categories'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', stacktrace: ['at x'] },
      },
      new GraphQLError('x'),
    );
    expect(formatted).toEqual({
      message: 'The commerce API is not reachable right now.',
      path: ['categories'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('masks anything unexpected and logs it', () => {
    const log = { error: vi.fn() };
    const formatted = createFormatError(log)(
      {
        message: 'Cannot read properties of undefined (db password=...)',
        path: ['product'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at y'] },
      },
      new Error('boom'),
    );
    expect(formatted).toEqual({
      message: INTERNAL_ERROR_MESSAGE,
      path: ['product'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('masks errors without a code', () => {
    expect(createFormatError()({ message: 'oops' }, new Error('oops')).extensions).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
    });
  });
});
