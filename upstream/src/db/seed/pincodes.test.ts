import { describe, expect, it } from 'vitest';
import { pincodeRows } from './pincodes.ts';

const row = (pincode: number, districtName: string, stateName: string, taluk = 'NA') => ({
  officeName: 'X S.O',
  pincode,
  taluk,
  districtName,
  stateName,
});

describe('pincodeRows', () => {
  it('makes one row per pincode from the state and district most of its offices name', () => {
    const rows = pincodeRows([
      row(140119, 'Rupnagar', 'PUNJAB', 'Kharar'),
      row(140119, 'Chandigarh', 'CHANDIGARH'),
      row(140119, 'Rupnagar', 'PUNJAB'),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pincode: '140119', district: 'Rupnagar', city: 'Kharar', state_id: 28 });
  });

  it('keeps the first seen on a tie and falls back to the district as city', () => {
    const [first] = pincodeRows([
      row(396193, 'Dadra & Nagar Haveli', 'DADRA & NAGAR HAVELI'),
      row(396193, 'Valsad', 'GUJARAT'),
    ]);
    expect(first).toMatchObject({ district: 'Dadra & Nagar Haveli', city: 'Dadra & Nagar Haveli', state_id: 8 });
  });

  it('derives zone and deliverability from the place', () => {
    const rows = pincodeRows([
      row(560001, 'Bangalore', 'KARNATAKA'),
      row(682555, 'Lakshadweep', 'LAKSHADWEEP'),
      row(194101, 'Leh', 'JAMMU & KASHMIR'),
    ]);
    expect(rows.map((r) => [r.pincode, r.zone_id, r.deliverable])).toEqual([
      ['194101', 4, 1],
      ['560001', 1, 1],
      ['682555', 4, 0],
    ]);
  });
});
