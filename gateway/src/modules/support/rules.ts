// The userError of an upstream refusal of a support form: its message placed on the input field it
// is about, coded by the support and upload refusals the gateway knows. Tested beside.
import { FILE_ERRORS } from '@shop/commerce/files';
import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';
import { userErrorWithMessage, type UserError, type UserErrorKind } from '../../graphql/user-errors.ts';
import { UPSTREAM_REFUSAL_FIELDS } from './constants.ts';

const FILE_REFUSALS: readonly UserErrorKind[] = Object.values(FILE_ERRORS);
const KNOWN_REFUSALS: readonly UserErrorKind[] = [...Object.values(SUPPORT_ERRORS), ...FILE_REFUSALS];

/**
 * Upstream's 400 message as a userError: a known message keeps its code and goes on its field
 * (file messages on `fileField`); another message is passed on as REJECTED; none gives `fallback`.
 */
export function upstreamRefusal(message: string | null, fileField: string, fallback: UserErrorKind): UserError {
  if (message === null) return { field: null, message: fallback.message, code: fallback.code };
  const code = KNOWN_REFUSALS.find((kind) => kind.message === message)?.code ?? 'REJECTED';
  const field = FILE_REFUSALS.some((kind) => kind.message === message)
    ? fileField
    : UPSTREAM_REFUSAL_FIELDS.find(([known]) => known === message)?.[1];
  return userErrorWithMessage(code, message, field ? ['input', field] : null);
}
