// The console's reading of GraphQL errors: a refused operator session (UNAUTHENTICATED, realm
// 'admin'), a refusal of the role (FORBIDDEN), and the message a screen shows otherwise.
import { graphQLErrorsOf } from '@/lib/graphql-errors.ts';

export const CONSOLE_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please sign in again.';

export function isOperatorSessionError(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.code === 'UNAUTHENTICATED' && e.extensions.realm === 'admin');
}

export function isForbiddenError(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.code === 'FORBIDDEN');
}

/** What a screen or a form says about a failed request. */
export function consoleErrorMessage(error: unknown): string {
  if (isOperatorSessionError(error)) return SIGNED_OUT_MESSAGE;
  if (isForbiddenError(error)) return FORBIDDEN_MESSAGE;
  return CONSOLE_ERROR_MESSAGE;
}
