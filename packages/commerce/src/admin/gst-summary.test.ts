import { describe, expect, it } from 'vitest';
import { gstSplit } from '../checkout/gst.ts';
import {
  GST_CSV_HEADER,
  countsForGst,
  gstCsvCells,
  gstSummary,
  placeOfSupply,
  type GstOrderGroup,
} from './gst-summary.ts';

/** An order of `amount` (tax inclusive) at 18 %, split as checkout stores it. */
function order(state: string, stateCode: string, amount: number, status: string, invoiced = true): GstOrderGroup {
  const split = gstSplit(amount, 18, state !== 'Karnataka');
  return {
    status,
    invoiced,
    state,
    stateCode,
    percent: 18,
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    orders: 1,
  };
}

describe('GST summary', () => {
  it('counts invoiced orders that are not cancelled, refunded or unpaid', () => {
    expect(countsForGst({ invoiced: true, status: 'delivered' })).toBe(true);
    expect(countsForGst({ invoiced: true, status: 'replaced' })).toBe(true);
    expect(countsForGst({ invoiced: true, status: 'return_requested' })).toBe(true);
    expect(countsForGst({ invoiced: true, status: 'cancelled' })).toBe(false);
    expect(countsForGst({ invoiced: true, status: 'refunded' })).toBe(false);
    expect(countsForGst({ invoiced: false, status: 'placed' })).toBe(false);
  });

  it('sums each state and rate to the paisa (worked figures)', () => {
    const summary = gstSummary([
      // Karnataka (the seller's state): 5998 -> taxable 5083.05, CGST 457.48, SGST 457.47
      order('Karnataka', '29', 5998, 'delivered'),
      // 15698.15 -> taxable 13303.52, CGST 1197.32, SGST 1197.31
      order('Karnataka', '29', 15698.15, 'paid'),
      // Maharashtra: 5998 -> taxable 5083.05, IGST 914.95
      order('Maharashtra', '27', 5998, 'shipped'),
      // out: cancelled, refunded, never invoiced
      order('Maharashtra', '27', 24999, 'cancelled'),
      order('Karnataka', '29', 17999, 'refunded'),
      order('Kerala', '32', 9999, 'pending_payment', false),
    ]);
    expect(summary.rows).toEqual([
      {
        state: 'Karnataka',
        stateCode: '29',
        percent: 18,
        taxable: 18386.57,
        cgst: 1654.8,
        sgst: 1654.78,
        igst: 0,
        invoices: 2,
      },
      {
        state: 'Maharashtra',
        stateCode: '27',
        percent: 18,
        taxable: 5083.05,
        cgst: 0,
        sgst: 0,
        igst: 914.95,
        invoices: 1,
      },
    ]);
    expect(summary.totals).toEqual({ taxable: 23469.62, cgst: 1654.8, sgst: 1654.78, igst: 914.95, invoices: 3 });
  });

  it('keeps rates apart and merges SQL groups of many orders', () => {
    const groups: GstOrderGroup[] = [
      {
        status: 'delivered',
        invoiced: true,
        state: 'Goa',
        stateCode: '30',
        percent: 18,
        taxable: 100.1,
        cgst: 0,
        sgst: 0,
        igst: 18.02,
        orders: 3,
      },
      {
        status: 'paid',
        invoiced: true,
        state: 'Goa',
        stateCode: '30',
        percent: 18,
        taxable: 0.2,
        cgst: 0,
        sgst: 0,
        igst: 0.04,
        orders: 1,
      },
      {
        status: 'paid',
        invoiced: true,
        state: 'Goa',
        stateCode: '30',
        percent: 5,
        taxable: 95.24,
        cgst: 0,
        sgst: 0,
        igst: 4.76,
        orders: 1,
      },
    ];
    expect(gstSummary(groups).rows.map((r) => [r.percent, r.taxable, r.igst, r.invoices])).toEqual([
      [5, 95.24, 4.76, 1],
      [18, 100.3, 18.06, 4],
    ]);
  });

  it('writes the place of supply and two-decimal figures of a GSTR-1 B2C summary', () => {
    const [row] = gstSummary([order('Maharashtra', '27', 5998, 'delivered')]).rows;
    expect(placeOfSupply(row!)).toBe('27-Maharashtra');
    expect(placeOfSupply({ state: 'Nowhere', stateCode: '' })).toBe('Nowhere');
    expect(GST_CSV_HEADER).toHaveLength(10);
    expect(gstCsvCells('2026-11', row!)).toEqual([
      '2026-11',
      '27-Maharashtra',
      'Maharashtra',
      '27',
      '18.00',
      '5083.05',
      '0.00',
      '0.00',
      '914.95',
      '1',
    ]);
  });
});
