import { describe, expect, it } from 'vitest';
import { paymentModeOf, stateLabel, waitingCounts } from './insights-rules.ts';

describe('dashboard rules', () => {
  it('lists every waiting state in working order, zero when empty, and leaves finished ones out', () => {
    const rows = waitingCounts([
      { status: 'delivered', count: 40 },
      { status: 'packed', count: 3 },
      { status: 'placed', count: 7 },
      { status: 'cancelled', count: 2 },
    ]);
    expect(rows.map((r) => [r.state, r.count])).toEqual([
      ['placed', 7],
      ['paid', 0],
      ['packed', 3],
      ['shipped', 0],
      ['out_for_delivery', 0],
      ['return_requested', 0],
      ['return_received', 0],
    ]);
    expect(rows[4]!.label).toBe('Out for delivery');
  });

  it('names payment modes and labels unknown states as they are', () => {
    expect(paymentModeOf(2)).toBe('Cash on delivery');
    expect(paymentModeOf(1)).toBe('Prepaid');
    expect(stateLabel('return_requested')).toBe('Return requested');
    expect(stateLabel('legacy')).toBe('legacy');
  });
});
