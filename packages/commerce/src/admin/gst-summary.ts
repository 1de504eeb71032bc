// The monthly GST summary of the console (the figures of a GSTR-1 B2C summary): taxable value and
// CGST, SGST and IGST by place of supply (the shipping state) and rate, from the figures stored on
// each order when it was placed. An order counts when it was invoiced and is not cancelled or
// refunded (nor still waiting for its payment). Credit notes for refunds are out of scope: a
// refunded order simply leaves the month's figures, as if it had not been sold.
import { fromPaise, toPaise } from '../money.ts';

/** Lifecycle states whose orders do not count (the sale did not happen or was undone). */
export const GST_EXCLUDED_STATES: readonly string[] = ['pending_payment', 'cancelled', 'refunded'];

/** Stored figures of orders sharing a month, state and rate (one order, or an SQL group of them). */
export interface GstOrderGroup {
  /** Lifecycle state of these orders. */
  status: string;
  /** True when they carry an invoice number. */
  invoiced: boolean;
  /** The shipping state's name, as stored on the order. */
  state: string;
  /** The state's two-digit GST code ('29'); '' when unknown. */
  stateCode: string;
  percent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  orders: number;
}

export interface GstSummaryRow {
  state: string;
  stateCode: string;
  percent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  invoices: number;
}

export interface GstSummary {
  rows: GstSummaryRow[];
  totals: Omit<GstSummaryRow, 'state' | 'stateCode' | 'percent'>;
}

export function countsForGst(order: { invoiced: boolean; status: string }): boolean {
  return order.invoiced && !GST_EXCLUDED_STATES.includes(order.status);
}

type PaiseRow = {
  state: string;
  stateCode: string;
  percent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  invoices: number;
};

/** One row per state and rate (states by name, then rate), sums exact in paise, and the totals. */
export function gstSummary(groups: readonly GstOrderGroup[]): GstSummary {
  const byKey = new Map<string, PaiseRow>();
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, invoices: 0 };
  for (const group of groups) {
    if (!countsForGst(group)) continue;
    const state = group.state.trim();
    const key = `${state.toLowerCase()}|${group.percent}`;
    const row =
      byKey.get(key) ??
      byKey
        .set(key, {
          state,
          stateCode: group.stateCode,
          percent: group.percent,
          taxable: 0,
          cgst: 0,
          sgst: 0,
          igst: 0,
          invoices: 0,
        })
        .get(key)!;
    const add = {
      taxable: toPaise(group.taxable),
      cgst: toPaise(group.cgst),
      sgst: toPaise(group.sgst),
      igst: toPaise(group.igst),
    };
    row.taxable += add.taxable;
    row.cgst += add.cgst;
    row.sgst += add.sgst;
    row.igst += add.igst;
    row.invoices += group.orders;
    totals.taxable += add.taxable;
    totals.cgst += add.cgst;
    totals.sgst += add.sgst;
    totals.igst += add.igst;
    totals.invoices += group.orders;
  }
  const rows = [...byKey.values()]
    .sort((a, b) => a.state.localeCompare(b.state, 'en') || a.percent - b.percent)
    .map((r) => ({
      ...r,
      taxable: fromPaise(r.taxable),
      cgst: fromPaise(r.cgst),
      sgst: fromPaise(r.sgst),
      igst: fromPaise(r.igst),
    }));
  return {
    rows,
    totals: {
      taxable: fromPaise(totals.taxable),
      cgst: fromPaise(totals.cgst),
      sgst: fromPaise(totals.sgst),
      igst: fromPaise(totals.igst),
      invoices: totals.invoices,
    },
  };
}

/** GSTR-1's place of supply: '29-Karnataka' (the state alone when its code is unknown). */
export function placeOfSupply(row: { state: string; stateCode: string }): string {
  return row.stateCode ? `${row.stateCode}-${row.state}` : row.state;
}

export const GST_CSV_HEADER = [
  'Month',
  'Place of supply',
  'State',
  'State code',
  'Rate (%)',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Invoice count',
] as const;

/** The CSV export's cells of one row: amounts with two decimals, as a GSTR-1 B2C summary takes them. */
export function gstCsvCells(month: string, row: GstSummaryRow): string[] {
  return [
    month,
    placeOfSupply(row),
    row.state,
    row.stateCode,
    row.percent.toFixed(2),
    row.taxable.toFixed(2),
    row.cgst.toFixed(2),
    row.sgst.toFixed(2),
    row.igst.toFixed(2),
    String(row.invoices),
  ];
}
