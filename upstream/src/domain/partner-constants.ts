// The server's own constants of the channel partner portal: partner codes, the reset-mail window
// in milliseconds, password links, documents, the support desk and mail subjects. The
// portal's limits, rules and messages shared with the gateway and the web are
// @shop/commerce/partner/* (limits.ts, messages.ts); the contract is upstream/README.md, "Channel
// partner portal contract".
import { RESET_MAIL_WINDOW_MINUTES } from '@shop/commerce/partner/limits';

const MINUTE_MS = 60_000;

/** Partner codes: V5M (Master) or V5G (General) and 1000 + the partner's id, e.g. V5M1001. */
export const PARTNER_CODE_PREFIX = { 1: 'V5M', 2: 'V5G' } as const;
export const PARTNER_CODE_BASE = 1000;

/** Reset links: single use, 30 minutes; reset mails count within this window. */
export const RESET_TOKEN_PURPOSE = 'reset';
export const RESET_LINK_VALIDITY_MS = 30 * MINUTE_MS;
export const RESET_MAIL_WINDOW_MS = RESET_MAIL_WINDOW_MINUTES * MINUTE_MS;

/** Referral links: the storefront with ?ref={code}. */
export const REFERRAL_QUERY_KEY = 'ref';

/** Notifications of the home screen's recent list: the last 30 days. */
export const RECENT_NOTIFICATIONS_MS = 30 * 24 * 60 * MINUTE_MS;

/** Documents (Aadhaar, crossed cheque): the upload rule and its wording are @shop/commerce/files. */
export const AADHAAR_FILE_FIELD = 'aadhaarFile';
/** Signed document links: /files/cp/{name}?expires=&signature=, valid 15 minutes. */
export const PARTNER_DOCUMENT_PATH_PREFIX = '/files/cp/';
export const PARTNER_DOCUMENT_LINK_MS = 15 * MINUTE_MS;
/** The folder under DATA_DIR. */
export const PARTNER_DOCUMENT_DIR = 'partner-documents';

/** Support form: mailed to the partner desk with a copy to the sender; 5 per sender per hour. */
export const PARTNER_DESK_EMAIL = 'partners@lumen.example';
export const SUPPORT_MAX_PER_SENDER = 5;
export const SUPPORT_WINDOW_MS = 60 * MINUTE_MS;

/** The server's own refusals of document links. */
export const PARTNER_DOCUMENT_MESSAGES = {
  linkInvalid: 'This document link is invalid or has expired.',
  missing: 'Document not found',
} as const;

export const RESET_MAIL_SUBJECT = 'Reset your channel partner password';
export const SUPPORT_MAIL_SUBJECT = (name: string) => `Channel partner support request from ${name}`;
