import { describe, expect, it } from 'vitest';
import {
  lastMonths,
  monthlyTotals,
  monthlyTotalsOfGroups,
  stateTotals,
  stateTotalsOfGroups,
  type EarningRow,
} from './earnings.ts';

// Rohan's seeded rows (after the base net of GST): 1,443.87 approved and 1,107.67 pending, and a paid one.
const rows: EarningRow[] = [
  { status: 'approved', amount: 1443.87, createdAt: '2026-09-12T07:20:00.000Z' },
  { status: 'pending', amount: 1107.67, createdAt: '2026-10-03T13:05:00.000Z' },
  { status: 'pending', amount: 0.1, createdAt: '2026-10-31T19:00:00.000Z' },
  { status: 'pending', amount: 0.2, createdAt: '2026-10-31T19:00:00.000Z' },
  { status: 'paid', amount: 2003.77, createdAt: '2026-08-01T00:00:00.000Z' },
];

describe('stateTotals', () => {
  it('adds the rows of each state to the paisa', () => {
    expect(stateTotals(rows)).toEqual({
      pending: { count: 3, amount: 1107.97 },
      approved: { count: 1, amount: 1443.87 },
      reversed: { count: 0, amount: 0 },
      paid: { count: 1, amount: 2003.77 },
    });
  });
});

describe('monthlyTotals', () => {
  it('gives the last twelve months in India, oldest first, each with its own rows', () => {
    const months = monthlyTotals(rows, new Date('2026-11-23T10:00:00Z'));
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months.find((m) => m.month === '2026-10')?.totals.pending).toEqual({ count: 1, amount: 1107.67 });
    // 31 Oct 19:00 UTC is 1 Nov in India.
    expect(months.find((m) => m.month === '2026-11')?.totals.pending).toEqual({ count: 2, amount: 0.3 });
  });
});

describe('stateTotalsOfGroups', () => {
  it('answers counts and paise grouped by state as the rows’ totals, an unknown state as pending', () => {
    expect(
      stateTotalsOfGroups([
        { status: 'pending', count: 3, paise: 110_797 },
        { status: 'approved', count: 1, paise: 144_387 },
        { status: 'paid', count: 1, paise: 200_377 },
        { status: 'on-hold', count: 1, paise: 1 },
      ]),
    ).toEqual({ ...stateTotals(rows), pending: { count: 4, amount: 1107.98 } });
  });
});

describe('monthlyTotalsOfGroups', () => {
  it('gives the same months as monthlyTotals from groups of month and state', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const groups = [
      { month: '2026-09', status: 'approved', count: 1, paise: 144_387 },
      { month: '2026-10', status: 'pending', count: 1, paise: 110_767 },
      { month: '2026-11', status: 'pending', count: 2, paise: 30 },
      { month: '2026-08', status: 'paid', count: 1, paise: 200_377 },
    ];
    expect(monthlyTotalsOfGroups(groups, now)).toEqual(monthlyTotals(rows, now));
  });

  it('counts the months back across a year', () => {
    expect(lastMonths(new Date('2026-01-31T19:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
