// Percent boxes of the incentive table and the nomination form (spec section 5: digits with an
// optional decimal point, minimum 0): what a box takes while typing, and the percent a box or a
// request carries, at most 100 and held to 2 decimals by the one rounding rule (10.004 is 10).
import { toHundredths } from '../rounding.ts';
import { MAX_PERCENT, roundPercent } from '../percent.ts';
import { PERCENT_FIELDS, type PercentField } from './levels.ts';
import type { FieldProblem, PartnerErrorKey } from './messages.ts';

const TYPING = /^\d*\.?\d*$/;
const PERCENT_TEXT = /^(?:\d+\.?\d*|\.\d+)$/;

/** Whether a box may hold this text while typing: digits with at most one decimal point ('', '12.', '.5'). */
export function isPercentTyping(text: string): boolean {
  return TYPING.test(text);
}

export type PercentRead = { ok: true; value: number } | { ok: false; key: 'percent' | 'percentTooHigh' };

/**
 * A percent as a form or a request sends it: a number, or text of digits with an optional decimal
 * point (surrounding blanks allowed); at least 0 ('percent' otherwise, blank included) and at most
 * 100 ('percentTooHigh'), held to 2 decimals.
 */
export function readPercent(value: unknown): PercentRead {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && PERCENT_TEXT.test(value.trim())) n = Number(value.trim());
  else return { ok: false, key: 'percent' };
  if (!Number.isFinite(n) || n < 0) return { ok: false, key: 'percent' };
  if (toHundredths(n) > toHundredths(MAX_PERCENT)) return { ok: false, key: 'percentTooHigh' };
  return { ok: true, value: roundPercent(n) };
}

/** A percent as a box shows it: held to 2 decimals, no trailing zeros ('10', '7.5'). */
export function percentText(value: number): string {
  return String(roundPercent(value));
}

export type Percents = Record<PercentField, number>;
export type PercentTexts = Record<PercentField, string>;

const REQUIRED_KEY: Readonly<Record<PercentField, PartnerErrorKey>> = {
  masterPercent: 'masterPercentRequired',
  generalPercent: 'generalPercentRequired',
  clientDiscount: 'clientDiscountRequired',
};

/**
 * The boxes `fields` of a form, in table order; the first blank or malformed one is the problem.
 * A blank box is '{Label} percent is required.' when `blank` is 'required' (a nomination), else
 * a malformed percent (the Modify modal). Boxes not asked for count 0.
 */
export function readPercentBoxes(
  texts: Readonly<Partial<Record<PercentField, unknown>>>,
  fields: readonly PercentField[],
  blank: 'required' | 'invalid',
): { ok: true; value: Percents } | { ok: false; problem: FieldProblem<PercentField> } {
  const value: Percents = { masterPercent: 0, generalPercent: 0, clientDiscount: 0 };
  for (const field of PERCENT_FIELDS) {
    if (!fields.includes(field)) continue;
    const text = texts[field];
    if (blank === 'required' && (text === undefined || text === null || String(text).trim() === ''))
      return { ok: false, problem: { field, key: REQUIRED_KEY[field] } };
    const read = readPercent(text);
    if (!read.ok) return { ok: false, problem: { field, key: read.key } };
    value[field] = read.value;
  }
  return { ok: true, value };
}
