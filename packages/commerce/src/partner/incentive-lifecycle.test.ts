import { describe, expect, it } from 'vitest';
import { approvalTime, canMoveIncentive, incentiveOutcome, statesMovableTo } from './incentive-lifecycle.ts';

// Delivered on 10 Nov 2026 (shop time, IST): returns may be asked until the end of 17 Nov.
const deliveredAt = '2026-11-10T06:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('incentiveOutcome', () => {
  it('waits while the order can still be cancelled or returned', () => {
    for (const status of [
      'placed',
      'paid',
      'packed',
      'shipped',
      'out_for_delivery',
      'return_requested',
      'return_received',
    ])
      expect(incentiveOutcome({ status, deliveredAt: null }, at('2026-12-31T00:00:00Z'))).toBe('wait');
    expect(incentiveOutcome({ status: 'delivered', deliveredAt }, at('2026-11-17T18:00:00Z'))).toBe('wait');
  });

  it('approves a delivered order once its return window has passed', () => {
    // 17 Nov 18:30 UTC is 18 Nov 00:00 IST: the window is over.
    expect(incentiveOutcome({ status: 'delivered', deliveredAt }, at('2026-11-17T18:30:00Z'))).toBe('approve');
    expect(incentiveOutcome({ status: 'replaced', deliveredAt }, at('2026-11-30T00:00:00Z'))).toBe('approve');
  });

  it('reverses the incentive of a cancelled or refunded order', () => {
    expect(incentiveOutcome({ status: 'cancelled', deliveredAt: null }, at(deliveredAt))).toBe('reverse');
    expect(incentiveOutcome({ status: 'refunded', deliveredAt }, at('2026-12-31T00:00:00Z'))).toBe('reverse');
  });
});

describe('approvalTime', () => {
  it('is the midnight in India after the return window’s last day', () => {
    expect(approvalTime(deliveredAt).toISOString()).toBe('2026-11-17T18:30:00.000Z');
  });
});

describe('incentive moves', () => {
  it('allows pending to approved or reversed, approved to paid or reversed, and nothing after', () => {
    expect(canMoveIncentive('pending', 'approved')).toBe(true);
    expect(canMoveIncentive('pending', 'paid')).toBe(false);
    expect(canMoveIncentive('approved', 'paid')).toBe(true);
    expect(canMoveIncentive('paid', 'reversed')).toBe(false);
    expect(canMoveIncentive('reversed', 'approved')).toBe(false);
    expect(statesMovableTo('reversed')).toEqual(['pending', 'approved']);
    expect(statesMovableTo('paid')).toEqual(['approved']);
  });
});
