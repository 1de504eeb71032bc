import { describe, expect, it } from 'vitest';
import { cancelledAfterPlacing, dayText, returnWindowText } from './order-tracking.ts';

describe('the order tracking texts', () => {
  it('writes a shop day as people read it', () => {
    expect(dayText('2026-03-04')).toBe('04-03-2026');
    expect(dayText('2026-12-31')).toBe('31-12-2026');
    expect(dayText('soon')).toBe('soon');
    expect(dayText('2026-13-01')).toBe('2026-13-01');
    expect(returnWindowText('2026-03-17')).toBe('You can ask for a return or replacement until 17-03-2026.');
  });

  it('tells a cancel after placing from a failed payment', () => {
    expect(cancelledAfterPlacing([{ status: 'PLACED' }, { status: 'CANCELLED' }])).toBe(true);
    expect(cancelledAfterPlacing([{ status: 'PENDING_PAYMENT' }, { status: 'PAID' }, { status: 'CANCELLED' }])).toBe(
      true,
    );
    expect(cancelledAfterPlacing([{ status: 'PENDING_PAYMENT' }, { status: 'CANCELLED' }])).toBe(false);
  });
});
