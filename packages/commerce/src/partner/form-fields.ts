// The pieces every partner form check is made of: a form's answer (its cleaned value, or one
// problem per field in the order of the form), text fields that may be required and have a longest
// length, and the ids of select boxes.
import type { FieldProblem, PartnerErrorKey } from './messages.ts';

export type FormCheck<T, F extends string> = { ok: true; value: T } | { ok: false; problems: FieldProblem<F>[] };

/** Collects at most one problem per field, in the order the checks run. */
export class Problems<F extends string> {
  readonly list: FieldProblem<F>[] = [];

  add(field: F, key: PartnerErrorKey | null): void {
    if (key !== null && !this.has(field)) this.list.push({ field, key });
  }

  has(field: F): boolean {
    return this.list.some((problem) => problem.field === field);
  }

  /** The form's answer: its value when nothing was found. */
  answer<T>(value: () => T): FormCheck<T, F> {
    return this.list.length === 0 ? { ok: true, value: value() } : { ok: false, problems: this.list };
  }
}

export interface TextRule {
  max: number;
  tooLong: PartnerErrorKey;
  /** The message of a blank value; none when the field may be blank. */
  required?: PartnerErrorKey;
}

/** The problem of a text field (trimmed): blank when required, or longer than its max. */
export function textProblem(value: string, rule: TextRule): PartnerErrorKey | null {
  const text = value.trim();
  if (text === '') return rule.required ?? null;
  return text.length > rule.max ? rule.tooLong : null;
}

const LARGEST_ID = 2 ** 31 - 1;

/** The id a select box chose: a whole number from 1 up; null for blank, 0 or anything else. */
export function chosenId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= LARGEST_ID ? id : null;
}

/**
 * A phone number of the partner forms: 10 digits, with blanks, dashes and India's +91 (or 91
 * before 10 digits) taken off ('+91 98400-12345' is 9840012345); null for anything else.
 */
export function partnerPhone(raw: string): string | null {
  let digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  return /^\d{10}$/.test(digits) ? digits : null;
}
