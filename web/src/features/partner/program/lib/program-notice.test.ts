import { describe, expect, it } from 'vitest';
import { noticeOf } from './program-notice.ts';

describe('noticeOf', () => {
  it('reads a notice from router state and ignores anything else', () => {
    expect(noticeOf({ notice: 'Nomination Sent Successfully.' })).toBe('Nomination Sent Successfully.');
    expect(noticeOf({ notice: '' })).toBeNull();
    expect(noticeOf({ notice: 3 })).toBeNull();
    expect(noticeOf(null)).toBeNull();
    expect(noticeOf('Registered Successfully')).toBeNull();
  });
});
