// Input validation for resolvers: a zod schema per argument; a failure is a GraphQL error with
// code BAD_USER_INPUT carrying the first issue's message.
import { GraphQLError } from 'graphql';
import type { ZodType } from 'zod';

export const BAD_USER_INPUT = 'BAD_USER_INPUT';

export function parseInput<T>(schema: ZodType<T>, value: unknown, argumentName: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new GraphQLError(issue?.message ?? `Invalid ${argumentName}.`, {
    extensions: { code: BAD_USER_INPUT, argumentName, field: [argumentName, ...(issue?.path ?? []).map(String)] },
  });
}
