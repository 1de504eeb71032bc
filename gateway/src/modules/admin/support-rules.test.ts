import { describe, expect, it } from 'vitest';
import { refusalError, statusEnum, statusLabel, storedStatus } from './support-rules.ts';

describe('service request statuses in GraphQL', () => {
  it('maps the stored words to the enum and back', () => {
    expect(statusEnum('In Progress')).toBe('IN_PROGRESS');
    expect(storedStatus('IN_PROGRESS')).toBe('In Progress');
    expect(storedStatus(statusEnum('Closed'))).toBe('Closed');
    expect(statusLabel('In Progress')).toBe('In progress');
  });

  it('reads an unknown stored word as Open', () => {
    expect(statusEnum('Pending')).toBe('OPEN');
    expect(statusLabel('')).toBe('Open');
  });

  it("puts upstream's refusal on the input's field with its code", () => {
    expect(refusalError({ message: 'Please write a reply.', code: 'REQUIRED', field: 'body' })).toEqual({
      field: ['input', 'body'],
      message: 'Please write a reply.',
      code: 'REQUIRED',
    });
    expect(refusalError({ message: null, code: null, field: null })).toEqual({
      field: ['input', 'id'],
      message: 'This change was refused.',
      code: 'REFUSED',
    });
  });
});
