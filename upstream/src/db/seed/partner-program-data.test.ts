import { checkIncentiveTable, checkNominationRates } from '@shop/commerce/partner/incentive-table';
import type { PartnerLevel } from '@shop/commerce/partner/limits';
import { describe, expect, it } from 'vitest';
import { PROGRAM_DEFAULTS } from '../../domain/partner-program-constants.ts';
import {
  KAVYA,
  NOMINATIONS,
  PARTNER_ORDERS,
  ROHAN,
  SHARES,
  TABLE_HISTORY,
  ratesAt,
  seedDate,
} from './partner-program-data.ts';

const LEVELS: Readonly<Record<string, PartnerLevel>> = {
  [ROHAN]: 'MASTER',
  [KAVYA]: 'GENERAL',
  'arjun.cp@example.com': 'GENERAL',
  'meera.cp@example.com': 'MASTER',
};
const rates = (r: { txt_v5_1: number; txt_v5_1_1: number; txt_discount1: number }) => ({
  masterPercent: r.txt_v5_1,
  generalPercent: r.txt_v5_1_1,
  clientDiscount: r.txt_discount1,
});

describe('partner program seed', () => {
  it('gives every demo partner a history in time order whose every table obeys the sum rule', () => {
    expect(TABLE_HISTORY.map((t) => t.email).sort()).toEqual(Object.keys(LEVELS).sort());
    for (const { email, history } of TABLE_HISTORY) {
      expect(history.map((h) => h.at)).toEqual([...history.map((h) => h.at)].sort());
      for (const entry of history)
        expect(checkIncentiveTable(LEVELS[email]!, rates(entry), PROGRAM_DEFAULTS.max_discount), email).toBeNull();
    }
  });

  it('has the tables in force the README names: Rohan 12 / 5 / 10, Kavya 8 / 7 / 12', () => {
    const now = '2030-01-01T00:00:00.000Z';
    const inForce = (email: string) => ratesAt(TABLE_HISTORY.find((t) => t.email === email)!.history, now);
    expect(inForce(ROHAN)).toMatchObject({ txt_v5_1: 12, txt_v5_1_1: 5, txt_discount1: 10 });
    expect(inForce(KAVYA)).toMatchObject({ txt_v5_1: 8, txt_v5_1_1: 7, txt_discount1: 12 });
  });

  it('shares coupons after the sharer joined, and orders with them after they were shared', () => {
    const seededAt = new Date('2026-11-20T00:00:00.000Z');
    for (const share of SHARES)
      expect(
        ratesAt(TABLE_HISTORY.find((t) => t.email === share.sharer)!.history, seedDate(share.at, seededAt)),
      ).toBeDefined();
    for (const order of PARTNER_ORDERS) {
      const share = SHARES.find((s) => s.key === order.share)!;
      expect(seedDate(share.at, seededAt) < order.date).toBe(true);
    }
    expect(SHARES.filter((s) => !PARTNER_ORDERS.some((o) => o.share === s.key))).toHaveLength(1); // one open coupon
  });

  it('nominates within the 35 % cap, and dates relative entries before the seed time', () => {
    for (const n of NOMINATIONS) expect(checkNominationRates(rates(n.rates))).toBeNull();
    expect(seedDate({ daysAgo: 2 }, new Date('2026-11-20T00:00:00.000Z'))).toBe('2026-11-18T00:00:00.000Z');
    expect(seedDate('2025-07-20T05:30:00.000Z', new Date())).toBe('2025-07-20T05:30:00.000Z');
  });
});
