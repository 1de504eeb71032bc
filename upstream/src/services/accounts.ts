// Accounts: registration, login by password (with the per-account lock), login by one-time code
// (a number without an account gets one), password reset by mailed link, sign-out.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkNewPassword } from '@shop/commerce/account/forms';
import { LOGIN_LOCK_WINDOW_MS, RESET_MAIL_WINDOW_MS } from '@shop/commerce/account/limits';
import { joinName, parseContact, splitName, type Contact } from '@shop/commerce/contact';
import { RESET_MAIL_SUBJECT } from '../domain/account-constants.ts';
import {
  canMailResetLink,
  isLoginLocked,
  resetLink,
  resetLinkExpiresAt,
  resetMailText,
} from '../domain/account-rules.ts';
import { windowStart } from '../domain/otp-rules.ts';
import { consumeResetToken, countResetTokens, insertResetToken } from '../db/queries/account-codes.ts';
import { addLoginFailure, clearLoginFailures, countLoginFailures, revokeToken } from '../db/queries/sessions.ts';
import { findUserByContact, insertUser, updateUser, usersHolding } from '../db/queries/users.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { IssuedToken, JwtService, Session } from './jwt.ts';
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

export type LoginResult = { ok: true; session: IssuedToken } | { ok: false; reason: 'invalid' | 'locked' };

export interface Registration {
  name: string;
  email: string | null;
  phone: string | null;
  password: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAccounts(deps: AccountsDeps) {
  const { db, clock, jwt } = deps;

  return {
    /** 'exists' when an account holds the email or the phone; else the account is created. */
    async register(input: Registration): Promise<'exists' | 'created'> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        if ((await usersHolding(trx, input.email, input.phone)).length > 0) return 'exists';
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
        return 'created';
      });
    },

    async login(identifier: string, password: string): Promise<LoginResult> {
      const contact = parseContact(identifier);
      const user = contact ? await findUserByContact(db, contact) : undefined;
      if (!user) {
        await burnPasswordCheck(password);
        return { ok: false, reason: 'invalid' };
      }
      const now = clock();
      if (isLoginLocked(await countLoginFailures(db, user.id, windowStart(now, LOGIN_LOCK_WINDOW_MS)))) {
        return { ok: false, reason: 'locked' };
      }
      let ok = false;
      if (user.password_hash !== null) ok = await verifyPassword(password, user.password_hash);
      else await burnPasswordCheck(password);
      if (!ok) {
        await addLoginFailure(db, user.id, now);
        return { ok: false, reason: 'invalid' };
      }
      await clearLoginFailures(db, user.id);
      return { ok: true, session: jwt.issue(user.id) };
    },

    /** A session for the right code; the number or address gets an account when it has none. */
    async loginByOtp(contact: Contact, code: string): Promise<IssuedToken | null> {
      if (!(await deps.otp.verify(contact.value, code))) return null;
      const userId = await db.transaction().execute(async (trx) => {
        const existing = await findUserByContact(trx, contact);
        if (existing) return existing.id;
        const now = clock().toISOString();
        return insertUser(trx, {
          email: contact.kind === 'email' ? contact.value : null,
          phone: contact.kind === 'phone' ? contact.value : null,
          password_hash: null,
          created_at: now,
          updated_at: now,
        });
      });
      return jwt.issue(userId);
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

    /** Sets the password with a reset token; false when the token is unknown, used or expired. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      if (checkNewPassword(password) !== null) throw new RangeError('password length');
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const now = clock();
        const userId = await consumeResetToken(trx, sha256(token), now);
        if (userId === null) return false;
        // Sessions issued before this second stop working (token iat has second precision).
        const cut = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
        await updateUser(trx, userId, {
          password_hash: passwordHash,
          sessions_valid_from: cut,
          updated_at: now.toISOString(),
        });
        await clearLoginFailures(trx, userId);
        return true;
      });
    },

    async logout(session: Session): Promise<void> {
      await revokeToken(db, session.jti, session.expiresAt, clock());
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
