// The partner mutations' payloads and userErrors from the clients' typed results: upstream's
// refusal text passed on (it is the portal's, @shop/commerce/partner/messages), coded by the
// message when the gateway knows it and placed on the input field it is about. Pure; tested beside.
import { joinName } from '@shop/commerce/contact';
import { FILE_ERRORS } from '@shop/commerce/files';
import { levelLabel } from '@shop/commerce/partner/levels';
import { PARTNER_ERRORS as E, PARTNER_ERROR_LIST } from '@shop/commerce/partner/messages';
import {
  INVALID_INPUT_CODE,
  userError,
  userErrorWithMessage,
  type UserError,
  type UserErrorKind,
} from '../../graphql/user-errors.ts';
import type { MessagePayload, PartnerRecord, SubPartner } from './models.ts';
import type { FieldIssue } from './profile-mapping.ts';

export const REFUSED_CODE = 'REJECTED';

/** Upstream messages and the input field each is about. */
const FIELD_OF_MESSAGE: ReadonlyMap<string, string> = new Map([
  [E.aadhaar.message, 'aadhaar'],
  [E.pincode.message, 'pincode'],
  [E.phone.message, 'phone'],
  [E.policy.message, 'acceptPolicy'],
  [E.currentPassword.message, 'oldPassword'],
  [E.recipient.message, 'email'],
  [E.nominationCap.message, 'clientDiscount'],
  [E.nominationExists.message, 'email'],
  [E.clientDiscount.message, 'clientDiscount'],
  [E.salutation.message, 'salutationId'],
  [E.country.message, 'countryId'],
  [E.state.message, 'stateId'],
  [E.indiaOnly.message, 'countryId'],
  [E.referContact.message, 'referContact'],
  [E.userExists.message, 'email'],
  [E.passwordMismatch.message, 'confirmPassword'],
  [E.passwordLength.message, 'password'],
  [E.linkInvalid.message, 'token'],
  [E.masterPercentLocked.message, 'masterPercent'],
]);

const FILE_REFUSALS: readonly UserErrorKind[] = Object.values(FILE_ERRORS);
const FILE_MESSAGES: ReadonlySet<string> = new Set(FILE_REFUSALS.map((kind) => kind.message));
/** Every refusal upstream words as the portal does, with its code. */
const KNOWN_REFUSALS: readonly UserErrorKind[] = [...PARTNER_ERROR_LIST, ...FILE_REFUSALS];

const codeOf = (message: string): string | undefined => KNOWN_REFUSALS.find((kind) => kind.message === message)?.code;

/**
 * Upstream's refusal as a userError: its message (else `fallback`'s), the gateway's code for a
 * message it knows (else REJECTED), on its input field when known (file messages on `fileField`).
 */
export function refusal(
  message: string | null,
  fallback: UserErrorKind,
  options: { fileField?: string; field?: string } = {},
): UserError {
  const text = message ?? fallback.message;
  const code = message === null ? fallback.code : (codeOf(message) ?? REFUSED_CODE);
  const field = options.field ?? (FILE_MESSAGES.has(text) ? options.fileField : FIELD_OF_MESSAGE.get(text));
  return userErrorWithMessage(code, text, field ? ['input', field] : null);
}

/** A refused bank update: 'Bank Details Updation failed' first, then each field's message on its input field. */
export function bankRefusal(message: string | null, issues: readonly FieldIssue[]): UserError[] {
  // Another refusal (a file problem, a malformed form) is its own message, on its field when known.
  if (message !== null && message !== E.bankFailed.message)
    return [userError(E.bankFailed), refusal(message, E.bankFailed, { fileField: 'crossedChequeFile' })];
  const fieldErrors = issues.map((issue) =>
    userErrorWithMessage(
      codeOf(issue.message) ?? INVALID_INPUT_CODE,
      issue.message,
      issue.field ? ['input', issue.field] : null,
    ),
  );
  return [userError(E.bankFailed), ...fieldErrors];
}

export function done(message: string): MessagePayload {
  return { ok: true, message, userErrors: [] };
}

export function notDone(userErrors: UserError[]): MessagePayload {
  return { ok: false, message: null, userErrors };
}

/** A General partner under the caller (CP/details) as SubPartner ('V5.1 Details'). */
export function subPartnerOf(record: PartnerRecord): SubPartner {
  return {
    id: record.id,
    name: record.name,
    surname: record.surname,
    fullName: joinName(record.name, record.surname),
    email: record.email,
    country: record.country,
    state: record.state,
    level: record.level,
    levelLabel: levelLabel(record.level),
    referName: record.referName,
    referEmail: record.referEmail,
    status: record.status,
  };
}
