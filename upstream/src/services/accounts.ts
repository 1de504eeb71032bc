// Accounts: registration (the answer is the same whether or not the contact has an account; its
// owner is told instead), login by password (with the per-account backoff that a known device
// skips), login by one-time code (only for a contact with an account), password reset by mailed
// link (the newest used link ends the others and every session), sign-out.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkNewPassword } from '@shop/commerce/account/forms';
import { LOGIN_BACKOFF_WINDOW_MS, loginWaitMs } from '@shop/commerce/account/login-backoff';
import { RESET_MAIL_WINDOW_MS } from '@shop/commerce/account/limits';
import { joinName, parseContact, splitName, type Contact } from '@shop/commerce/contact';
import { RESET_MAIL_SUBJECT } from '../domain/account-constants.ts';
import { canMailResetLink, resetLink, resetLinkExpiresAt, resetMailText } from '../domain/account-rules.ts';
import { windowStart } from '../domain/otp-rules.ts';
import { consumeResetToken, countResetTokens, insertResetToken } from '../db/queries/account-codes.ts';
import {
  addLoginFailure,
  clearLoginFailures,
  dropLoginFailure,
  loginFailureStats,
  revokeToken,
  NEXT_SESSION_VERSION,
} from '../db/queries/sessions.ts';
import { findUserByContact, insertUser, updateUser, usersHolding } from '../db/queries/users.ts';
import type { Database } from '../db/schema.ts';
import { lockKey, transactionWithRetry } from '../db/transaction.ts';
import type { Clock } from './clock.ts';
import type { IssuedToken, JwtService, Session } from './jwt.ts';
import { createKnownDevices } from './known-devices.ts';
import type { OtpService } from './otp.ts';
import type { Outbox } from './outbox.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

export interface AccountsDeps {
  db: Kysely<Database>;
  clock: Clock;
  jwt: JwtService;
  outbox: Outbox;
  otp: OtpService;
  publicUrl: string;
}

/** A session, and the device token the client keeps for its next logins. */
export interface SignedIn {
  session: IssuedToken;
  deviceToken: string;
}

export type LoginResult =
  ({ ok: true } & SignedIn) | { ok: false; reason: 'invalid' } | { ok: false; reason: 'wait'; retryAfterMs: number };

export type OtpLoginResult = ({ ok: true } & SignedIn) | { ok: false; reason: 'invalid' | 'unregistered' };

export interface Registration {
  name: string;
  email: string | null;
  phone: string | null;
  password: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The backoff key of a login: the account, or the contact as typed when no account has it. */
const failureKey = (userId: number | undefined, identifier: string) =>
  userId !== undefined ? `user:${userId}` : `contact:${identifier.trim().toLowerCase().slice(0, 254)}`;

export const REGISTER_ATTEMPT_SUBJECT = 'Someone tried to register with your details';
export const registerAttemptText = (loginUrl: string): string =>
  'Someone tried to create an account with your email address or mobile number, which already has one. ' +
  `If it was you, log in at ${loginUrl} (a forgotten password can be reset there). ` +
  'If it was not you, you can ignore this message.';

export function createAccounts(deps: AccountsDeps) {
  const { db, clock, jwt } = deps;
  const devices = createKnownDevices(db, clock);

  /** Tells the owner of a contact that someone tried to register with it. */
  async function tellOwner(contact: Contact): Promise<void> {
    await deps.outbox.send({
      channel: contact.kind === 'phone' ? 'sms' : 'email',
      to: contact.value,
      subject: REGISTER_ATTEMPT_SUBJECT,
      body: registerAttemptText(`${deps.publicUrl}/login`),
    });
  }

  return {
    /**
     * Creates the account; when an account already holds the email or the phone, nothing is
     * created and its owner gets a message instead. The caller answers the same either way.
     */
    async register(input: Registration): Promise<'exists' | 'created'> {
      const passwordHash = await hashPassword(input.password);
      const outcome = await transactionWithRetry(db, async (trx) => {
        if ((await usersHolding(trx, input.email, input.phone)).length > 0) return 'exists' as const;
        const now = clock().toISOString();
        const { firstName, lastName } = splitName(input.name);
        await insertUser(trx, {
          name: joinName(firstName, lastName),
          first_name: firstName,
          last_name: lastName,
          email: input.email,
          phone: input.phone,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        });
        return 'created' as const;
      });
      if (outcome === 'exists') {
        const contact: Contact =
          input.email !== null ? { kind: 'email', value: input.email } : { kind: 'phone', value: input.phone ?? '' };
        await tellOwner(contact);
      }
      return outcome;
    },

    /**
     * Password login. A client without a known-device token of the account waits out the
     * account's backoff (answer 'wait'); its attempt counts as a failure until it succeeds.
     */
    async login(identifier: string, password: string, deviceToken: string | null = null): Promise<LoginResult> {
      const contact = parseContact(identifier);
      const user = contact ? await findUserByContact(db, contact) : undefined;
      const known = user !== undefined && (await devices.isKnown('shopper', user.id, deviceToken));
      let attempt: number | null = null;
      if (!known) {
        const key = failureKey(user?.id, contact?.value ?? identifier);
        const gate = await transactionWithRetry(db, async (trx) => {
          await lockKey(trx, `login:${key}`);
          const now = clock();
          const since = windowStart(now, LOGIN_BACKOFF_WINDOW_MS);
          const stats = await loginFailureStats(trx, key, since);
          const waitMs = loginWaitMs(stats.count, stats.newest, now);
          return waitMs > 0
            ? { waitMs, attempt: null }
            : { waitMs: 0, attempt: await addLoginFailure(trx, key, now, since) };
        });
        if (gate.attempt === null) return { ok: false, reason: 'wait', retryAfterMs: gate.waitMs };
        attempt = gate.attempt;
      }
      let ok = false;
      if (user?.password_hash) ok = await verifyPassword(password, user.password_hash);
      else await burnPasswordCheck(password);
      if (!user || !ok) return { ok: false, reason: 'invalid' };
      if (attempt !== null) await dropLoginFailure(db, attempt);
      return {
        ok: true,
        session: jwt.issue(user.id, user.session_version),
        deviceToken: await devices.remember('shopper', user.id, deviceToken),
      };
    },

    /**
     * A session for the right code of a contact with an account; a right code for a contact
     * without one creates nothing and answers 'unregistered' (the holder of the number is asked to
     * register). A successful code makes the client a known device of the account.
     */
    async loginByOtp(contact: Contact, code: string, deviceToken: string | null = null): Promise<OtpLoginResult> {
      if (!(await deps.otp.verify(contact.value, code))) return { ok: false, reason: 'invalid' };
      const user = await findUserByContact(db, contact);
      if (!user) return { ok: false, reason: 'unregistered' };
      return {
        ok: true,
        session: jwt.issue(user.id, user.session_version),
        deviceToken: await devices.remember('shopper', user.id, deviceToken),
      };
    },

    /** Mails a single-use link when an account has this email; says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserByContact(db, { kind: 'email', value: email });
      if (!user || user.email === null) return;
      const now = clock();
      if (!canMailResetLink(await countResetTokens(db, user.id, windowStart(now, RESET_MAIL_WINDOW_MS)))) return;
      const token = randomBytes(32).toString('base64url');
      await insertResetToken(db, user.id, sha256(token), resetLinkExpiresAt(now), now);
      await deps.outbox.send({
        channel: 'email',
        to: user.email,
        subject: RESET_MAIL_SUBJECT,
        body: resetMailText(resetLink(deps.publicUrl, token)),
      });
    },

    /**
     * Sets the password with a reset token; false when the token is unknown, used or expired.
     * The account's other reset links and every session end; its failed logins are forgotten.
     */
    async resetPassword(token: string, password: string): Promise<boolean> {
      if (checkNewPassword(password) !== null) throw new RangeError('password length');
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const now = clock();
        const userId = await consumeResetToken(trx, sha256(token), now);
        if (userId === null) return false;
        // Every session ends: tokens carry the old version (and tokens without one, an older time).
        const cut = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
        await updateUser(trx, userId, {
          password_hash: passwordHash,
          session_version: NEXT_SESSION_VERSION,
          sessions_valid_from: cut,
          kept_session_jti: null,
          updated_at: now.toISOString(),
        });
        await clearLoginFailures(trx, failureKey(userId, ''));
        return true;
      });
    },

    async logout(session: Session): Promise<void> {
      await revokeToken(db, session.jti, session.expiresAt, clock());
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
