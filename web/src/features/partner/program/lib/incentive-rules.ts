// The incentive table's rules on the client (spec sections 5 and 9): percent boxes take digits with
// an optional decimal point (so never below 0); on save the sum of the master percent, the general
// percent (counted 0 for level 1) and the client discount may not pass the server's max_discount,
// and the client discount may not be under 10; a nomination's three percentages may not pass 35.
// Pure and tested beside; the gateway and upstream check again.
import {
  CLIENT_DISCOUNT_TOO_LOW_MESSAGE,
  discountTooHighMessage,
  MAX_NOMINATION_DISCOUNT,
  MIN_CLIENT_DISCOUNT,
  NOMINATION_SUM_MESSAGE,
  PERCENT_INVALID_MESSAGE,
} from '@/features/partner/program/program-constants.ts';

/** The three percent boxes as typed. */
export type PercentTexts = { masterPercent: string; generalPercent: string; clientDiscount: string };
export type PercentField = keyof PercentTexts;
export type Percents = { masterPercent: number; generalPercent: number; clientDiscount: number };
export type PercentProblem = { field: PercentField; message: string };

const PERCENT_TYPING = /^\d*\.?\d*$/;
const PERCENT_VALUE = /^(\d+\.?\d*|\.\d+)$/;

/** Whether a box may hold this text while typing: digits with at most one decimal point. */
export function isPercentTyping(text: string): boolean {
  return PERCENT_TYPING.test(text);
}

/** The number in a box, or null when it is blank or not a number of at least 0. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim();
  return PERCENT_VALUE.test(trimmed) ? Number(trimmed) : null;
}

/** A number as a box shows it (no trailing zeros). */
export function percentText(value: number): string {
  return String(value);
}

/** A percent as the tables show it: '5%', '7.5%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}

/** The boxes of a table or a nomination, each parsed; the first blank or malformed box is the problem. */
export function parsePercents(texts: PercentTexts, fields: readonly PercentField[]): Percents | PercentProblem {
  const values: Percents = { masterPercent: 0, generalPercent: 0, clientDiscount: 0 };
  for (const field of ['masterPercent', 'generalPercent', 'clientDiscount'] as const) {
    const value = parsePercent(texts[field]);
    if (value === null) {
      if (fields.includes(field)) return { field, message: PERCENT_INVALID_MESSAGE };
      continue;
    }
    values[field] = value;
  }
  return values;
}

export function isPercentProblem(result: Percents | PercentProblem): result is PercentProblem {
  return 'message' in result;
}

/** Whole hundredths, so that 7.1 + 2.2 is not 9.300000000000001. */
function sum(...values: number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
}

export type TableContext = {
  /** Level 1 (Master): the general percent is not its own and counts 0. */
  isMaster: boolean;
  /** max_discount from the server. */
  maxDiscount: number;
};

/** The spec's save checks of the Modify modal, in its order: the sum first, then the client discount. */
export function incentiveTableProblem(values: Percents, context: TableContext): PercentProblem | null {
  const general = context.isMaster ? 0 : values.generalPercent;
  if (sum(values.masterPercent, general, values.clientDiscount) > context.maxDiscount) {
    return { field: 'clientDiscount', message: discountTooHighMessage(context.maxDiscount) };
  }
  if (values.clientDiscount < MIN_CLIENT_DISCOUNT) {
    return { field: 'clientDiscount', message: CLIENT_DISCOUNT_TOO_LOW_MESSAGE };
  }
  return null;
}

/** A nomination's three percentages may add up to 35 at most. */
export function nominationSumProblem(values: Percents): PercentProblem | null {
  if (sum(values.masterPercent, values.generalPercent, values.clientDiscount) > MAX_NOMINATION_DISCOUNT) {
    return { field: 'clientDiscount', message: NOMINATION_SUM_MESSAGE };
  }
  return null;
}
