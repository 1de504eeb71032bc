import { describe, expect, it } from 'vitest';
import {
  canEditMasterPercent,
  checkIncentiveEdit,
  couponShareStatus,
  formatPartnerDate,
  incentiveTableTitle,
  isoInstant,
  levelLabel,
  levelOf,
  nominationStatus,
  partnerFullName,
  ratesToSave,
  recipientKind,
  withinNominationCap,
} from './rules.ts';

const current = {
  nextLevelActivation: 1,
  masterPercent: 10,
  generalActivation: 2,
  generalPercent: 5,
  clientDiscount: 10,
  maxDiscount: 35,
};

describe('levels', () => {
  it('labels level 1 Master and level 2 General, with their table titles', () => {
    expect([levelOf(1), levelOf(2)]).toEqual(['MASTER', 'GENERAL']);
    expect([levelLabel('MASTER'), levelLabel('GENERAL')]).toEqual(['V5 (Master)', 'V5 (General)']);
    expect([incentiveTableTitle('MASTER'), incentiveTableTitle('GENERAL')]).toEqual([
      'Master CP Incentive Table',
      'General CP Incentive Table',
    ]);
    expect([canEditMasterPercent('MASTER'), canEditMasterPercent('GENERAL')]).toEqual([true, false]);
  });
});

describe('formatPartnerDate', () => {
  it('shows an instant as dd-MM-yyyy HH:mm:ss in India time (UTC+5:30), across midnight and the year end', () => {
    expect(formatPartnerDate('2026-01-15T12:00:00.000Z')).toBe('15-01-2026 17:30:00');
    expect(formatPartnerDate('2025-12-31T18:30:05Z')).toBe('01-01-2026 00:00:05');
    expect(formatPartnerDate('2026-03-09T00:00:00+05:30')).toBe('09-03-2026 00:00:00');
  });

  it('gives null for text that is no date; ISO instants are normalised to UTC', () => {
    expect(formatPartnerDate('yesterday')).toBeNull();
    expect(isoInstant('2026-03-09T00:00:00+05:30')).toBe('2026-03-08T18:30:00.000Z');
    expect(isoInstant('')).toBeNull();
  });
});

describe('checkIncentiveEdit', () => {
  it('applies the sum rule with the general percent counted 0 for a Master', () => {
    // 20 + (5 counted 0) + 15 = 35: allowed; 21 + 15 = 36: refused.
    expect(checkIncentiveEdit('MASTER', { masterPercent: 20, generalPercent: 5, clientDiscount: 15 }, 35)).toBeNull();
    expect(checkIncentiveEdit('MASTER', { masterPercent: 21, generalPercent: 0, clientDiscount: 15 }, 35)).toEqual({
      code: 'MAX_DISCOUNT',
      message: 'Discount cannot be more than 35',
    });
    // General: 10 + 15 + 10 = 35 allowed, 10 + 16 + 10 = 36 refused.
    expect(checkIncentiveEdit('GENERAL', { masterPercent: 10, generalPercent: 15, clientDiscount: 10 }, 35)).toBeNull();
    expect(
      checkIncentiveEdit('GENERAL', { masterPercent: 10, generalPercent: 16, clientDiscount: 10 }, 35)?.message,
    ).toBe('Discount cannot be more than 35');
    expect(
      checkIncentiveEdit('GENERAL', { masterPercent: 10.1, generalPercent: 14.9, clientDiscount: 10 }, 35),
    ).toBeNull();
  });

  it('prints the max as a number and checks the client discount minimum of 10 after the sum', () => {
    expect(
      checkIncentiveEdit('MASTER', { masterPercent: 30, generalPercent: 0, clientDiscount: 9 }, 30.5)?.message,
    ).toBe('Discount cannot be more than 30.5');
    expect(checkIncentiveEdit('MASTER', { masterPercent: 10, generalPercent: 0, clientDiscount: 9.99 }, 35)).toEqual({
      code: 'MIN_CLIENT_DISCOUNT',
      message: 'Client Discount cannot be less than 10',
    });
    expect(checkIncentiveEdit('MASTER', { masterPercent: 10, generalPercent: 0, clientDiscount: 10 }, 35)).toBeNull();
  });
});

describe('ratesToSave', () => {
  it('keeps the master percent in force for a General partner, whatever it sent', () => {
    expect(ratesToSave('GENERAL', { masterPercent: 30, generalPercent: 8, clientDiscount: 12 }, current)).toEqual({
      nextLevelActivation: 1,
      generalActivation: 2,
      masterPercent: 10,
      generalPercent: 8,
      clientDiscount: 12,
    });
  });

  it("keeps a Master's general percent and the hidden activations", () => {
    expect(ratesToSave('MASTER', { masterPercent: 15, generalPercent: 0, clientDiscount: 11 }, current)).toEqual({
      nextLevelActivation: 1,
      generalActivation: 2,
      masterPercent: 15,
      generalPercent: 5,
      clientDiscount: 11,
    });
  });
});

describe('nominations and recipients', () => {
  it('caps the three percentages at 35 together', () => {
    expect(withinNominationCap({ masterPercent: 10, generalPercent: 15, clientDiscount: 10 })).toBe(true);
    expect(withinNominationCap({ masterPercent: 10, generalPercent: 15.5, clientDiscount: 10 })).toBe(false);
  });

  it('takes an email or a 10-digit number as recipient', () => {
    expect(recipientKind('a@b.co')).toBe('email');
    expect(recipientKind('9876543210')).toBe('phone');
    for (const bad of ['98765', '98765432101', 'a@b', 'x y@z.com', '']) expect(recipientKind(bad)).toBeNull();
  });

  it('words the statuses and full names', () => {
    expect([nominationStatus(false), nominationStatus(true)]).toEqual(['Nominated', 'Joined']);
    expect([couponShareStatus(false), couponShareStatus(true)]).toEqual(['Shared', 'Used']);
    expect(partnerFullName(' Rohan ', 'Mehta')).toBe('Rohan Mehta');
    expect(partnerFullName('Rohan', '')).toBe('Rohan');
  });
});
