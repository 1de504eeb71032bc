// A problem of @shop/commerce's partner rules as a form shows it: the field and the message.
import { PARTNER_ERRORS, type FieldProblem } from '@shop/commerce/partner/messages';

export type FormProblem<F extends string> = { field: F; message: string };

export function problemOf<F extends string>(problem: FieldProblem<F>): FormProblem<F> {
  return { field: problem.field, message: PARTNER_ERRORS[problem.key].message };
}

/** The first problem of a form (the order of its boxes), or null. */
export function firstProblem<F extends string>(problems: readonly FieldProblem<F>[]): FormProblem<F> | null {
  const [first] = problems;
  return first ? problemOf(first) : null;
}
