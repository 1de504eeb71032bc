// A console form's refusals placed on its boxes: a payload's userErrors as one message per field
// (the last segment of the error's path), 'form' for those without a field. Pure; tested beside.

export type FieldErrors = Record<string, string>;

/** Each field's first message, 'form' for the rest. */
export function fieldErrors(errors: ReadonlyArray<{ field?: readonly string[] | null; message: string }>): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) result[error.field?.at(-1) ?? 'form'] ??= error.message;
  return result;
}
