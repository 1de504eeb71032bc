import { describe, expect, it } from 'vitest';
import { partnerMenu } from './partner-menu.ts';

const labels = (level: Parameters<typeof partnerMenu>[0]) => partnerMenu(level).map((item) => item.label);

describe('partnerMenu', () => {
  it('shows the nomination entries to a Master only', () => {
    expect(labels('MASTER')).toContain('Nominate Channel Partner');
    expect(labels('MASTER')).toContain('My Nominated CP');
    expect(labels('GENERAL')).not.toContain('Nominate Channel Partner');
    expect(labels('GENERAL')).not.toContain('My Nominated CP');
    expect(labels(null)).not.toContain('My Nominated CP');
  });
  it('gives both levels the rest of the menu, in order', () => {
    expect(labels('GENERAL')).toEqual([
      'Home',
      'Personal Information',
      'Bank Details',
      'Transaction History',
      'Incentive Details',
      'Earnings & Payouts',
      'Incentive Table',
      'Shared Coupons',
      'Share Discount Coupon',
      'Manage CP',
      'Notifications',
      'Support',
      'Change Password',
    ]);
    expect(partnerMenu('MASTER').find((item) => item.label === 'My Nominated CP')?.to).toBe('/cp/mynominatedcp');
  });
});
