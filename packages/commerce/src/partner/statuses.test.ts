import { describe, expect, it } from 'vitest';
import { contactIsFree, couponShareStatus, nominationStatus, takenAnswer } from './statuses.ts';

describe('statuses', () => {
  it('names a nomination by iS_JOIN and a shared coupon by its use', () => {
    expect(nominationStatus(false)).toBe('Nominated');
    expect(nominationStatus(true)).toBe('Joined');
    expect(couponShareStatus(false)).toBe('Shared');
    expect(couponShareStatus(true)).toBe('Used');
  });

  it("reads and writes upstream's 0/1 answers", () => {
    expect(takenAnswer(true)).toBe('1');
    expect(takenAnswer(false)).toBe('0');
    expect(contactIsFree('0')).toBe(true);
    expect(contactIsFree('1')).toBe(false);
    expect(contactIsFree('')).toBe(false);
  });
});
