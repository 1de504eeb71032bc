// A mutation's userErrors (the spec's messages, with the input path of the field they concern).

type UserErrorLike = { field?: ReadonlyArray<string> | null; message: string };

export type FieldMessage = {
  /** The input field concerned (the last segment of the error's path, e.g. 'phone'), or null. */
  field: string | null;
  message: string;
};

/** The first userError as a field and a message; null when there is none. */
export function firstUserError(errors: ReadonlyArray<UserErrorLike> | null | undefined): FieldMessage | null {
  const first = errors?.[0];
  if (!first) return null;
  const path = first.field ?? [];
  return { field: path.length > 0 ? path[path.length - 1]! : null, message: first.message };
}

/** The field a refusal concerns when it is one of the form's own boxes, else null (the form shows it as a whole). */
export function formFieldOf<F extends string>(fields: readonly F[], field: string | null | undefined): F | null {
  return fields.find((known) => known === field) ?? null;
}
