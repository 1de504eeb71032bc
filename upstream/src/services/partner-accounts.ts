// Partner accounts: login by email and password with the per-email backoff (a known device skips
// it), sign-out, the shopper session of a partner's own email (CP/userloginbycp), password change,
// and password links (forgot password, answered alike for unknown emails; the first password of a
// partner added by a Master) through the outbox.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { joinName, splitName } from '@shop/commerce/contact';
import { LOGIN_BACKOFF_WINDOW_MS, loginWaitMs } from '@shop/commerce/account/login-backoff';
import { PARTNER_STATUS } from '@shop/commerce/partner/limits';

import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { checkNewPassword as checkPasswords } from '@shop/commerce/partner/passwords';
import { windowStart } from '../domain/otp-rules.ts';
import {
  RESET_LINK_VALIDITY_MS,
  RESET_MAIL_SUBJECT,
  RESET_MAIL_WINDOW_MS,
  RESET_TOKEN_PURPOSE,
} from '../domain/partner-constants.ts';
import { canMailPartnerReset, partnerResetLink, resetMailBody } from '../domain/partner-rules.ts';
import {
  addLoginFailure,
  clearLoginFailures,
  consumePasswordToken,
  countPasswordTokens,
  findPartnerByCode,
  findPartnerByEmail,
  insertPasswordToken,
  loginFailureStats,
  markLoginSucceeded,
  updatePartner,
} from '../db/queries/partners.ts';
import { NEXT_SESSION_VERSION, isRevoked, revokeToken, useOnce } from '../db/queries/sessions.ts';
import { findUserById, insertUser, usersHolding } from '../db/queries/users.ts';
import type { Database } from '../db/schema.ts';
import { lockKey, transactionWithRetry } from '../db/transaction.ts';
import { bearerToken } from '../http/auth.ts';
import type { Clock } from './clock.ts';
import type { IssuedToken, JwtService } from './jwt.ts';
import { createKnownDevices } from './known-devices.ts';
import type { Outbox } from './outbox.ts';
import {
  partnerSessionLive,
  type CaptchaChallenge,
  type PartnerJwtService,
  type PartnerLevel,
  type PartnerSession,
} from './partner-jwt.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

export interface PartnerAccountsDeps {
  db: Kysely<Database>;
  clock: Clock;
  jwt: JwtService;
  partnerJwt: PartnerJwtService;
  outbox: Outbox;
  publicUrl: string;
}

export type PartnerToken = PartnerSession & { token: string };
export type PartnerLoginResult =
  | { ok: true; session: PartnerToken; deviceToken: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'wait'; retryAfterMs: number };
export type Refusal = { ok: false; status: number; message: string };
export type Outcome<T = undefined> = { ok: true; value: T } | Refusal;

/** A CP code as the login accepts it: V5M1001, V5G1002 (any case). */
const CP_CODE_PATTERN = /^v5[mg]\d{4,}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });
/** Cuts to the second: tokens carry whole seconds (see http/partner-auth.ts). */
const secondOf = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

export function createPartnerAccounts(deps: PartnerAccountsDeps) {
  const { db, clock, partnerJwt } = deps;
  const devices = createKnownDevices(db, clock);

  function checkNewPassword(password: string, confirm: string): Refusal | null {
    const [problem] = checkPasswords(password, confirm);
    return problem ? refuse(400, PARTNER_ERRORS[problem.key].message) : null;
  }

  /** Writes a token of the purpose and answers the portal link that takes it. */
  async function passwordLink(partnerId: number, purpose: string, validityMs: number): Promise<string> {
    const now = clock();
    const token = randomBytes(32).toString('base64url');
    await insertPasswordToken(db, partnerId, sha256(token), purpose, new Date(now.getTime() + validityMs), now);
    return partnerResetLink(deps.publicUrl, token);
  }

  return {
    /**
     * Login. A client without a known-device token of the partner waits out the email's backoff
     * (answer 'wait'); its attempt counts as a failure until it succeeds.
     */
    async login(
      emailId: string,
      password: string,
      ip: string,
      deviceToken: string | null = null,
    ): Promise<PartnerLoginResult> {
      // "CP Code (Email)": the email or the CP code signs in; the backoff counts the partner's
      // email either way, so the two spellings share one count.
      const typed = emailId.trim().toLowerCase();
      const partner =
        (await findPartnerByEmail(db, typed)) ??
        (CP_CODE_PATTERN.test(typed) ? await findPartnerByCode(db, typed.toUpperCase()) : undefined);
      const email = partner?.email ?? typed;
      const known = partner !== undefined && (await devices.isKnown('partner', partner.id, deviceToken));
      let attempt: number | null = null;
      if (!known) {
        const gate = await transactionWithRetry(db, async (trx) => {
          await lockKey(trx, `partner-login:${email}`);
          const now = clock();
          const since = windowStart(now, LOGIN_BACKOFF_WINDOW_MS);
          const stats = await loginFailureStats(trx, email, since);
          const waitMs = loginWaitMs(stats.count, stats.newest, now);
          if (waitMs > 0) return { waitMs, attempt: null };
          return { waitMs: 0, attempt: await addLoginFailure(trx, email, ip, now, since) };
        });
        if (gate.attempt === null) return { ok: false, reason: 'wait', retryAfterMs: gate.waitMs };
        attempt = gate.attempt;
      }
      let ok = false;
      if (partner && partner.status === PARTNER_STATUS.ACTIVE && partner.password_hash !== null)
        ok = await verifyPassword(password, partner.password_hash);
      else await burnPasswordCheck(password);
      if (!partner || !ok) return { ok: false, reason: 'invalid' };
      if (attempt !== null) await markLoginSucceeded(db, attempt);
      return {
        ok: true,
        session: partnerJwt.issue(partner.id, partner.level as PartnerLevel, partner.session_version),
        deviceToken: await devices.remember('partner', partner.id, deviceToken),
      };
    },

    /** A new login captcha (the question's operands and its signed token). */
    captcha(): CaptchaChallenge {
      return partnerJwt.issueCaptcha();
    },

    /**
     * True for a valid, unexpired, unused captcha token answered rightly. Its first check spends
     * it, right or wrong, so one question never takes a second guess (kept in revoked_tokens as
     * `captcha:<jti>` until it expires).
     */
    async solveCaptcha(token: string, answer: string): Promise<boolean> {
      const check = partnerJwt.checkCaptcha(token, answer);
      if (!check) return false;
      const first = await useOnce(db, `captcha:${check.jti}`, check.expiresAt, clock());
      return first && check.solved;
    },

    /** Ends a partner session: its token is refused from now until it would expire. */
    async logout(session: PartnerSession): Promise<void> {
      await revokeToken(db, session.jti, session.expiresAt, clock());
    },

    /** A shopper session for the partner's own email: its linked account, the account of that email, or a new one. */
    async shopperSession(partnerId: number, email: string): Promise<Outcome<IssuedToken>> {
      const userId = await transactionWithRetry(db, async (trx) => {
        const partner = await trx
          .selectFrom('channel_partners')
          .selectAll()
          .where('id', '=', partnerId)
          .executeTakeFirstOrThrow();
        if (partner.email !== email.trim().toLowerCase()) return null;
        const linked = partner.shopper_user_id !== null ? await findUserById(trx, partner.shopper_user_id) : undefined;
        if (linked) return linked.id;
        const holders = await usersHolding(trx, partner.email, partner.phone || null);
        const byEmail = holders.find((u) => u.email === partner.email);
        let id = byEmail?.id;
        if (id === undefined) {
          const at = clock().toISOString();
          const phoneFree = partner.phone !== '' && !holders.some((u) => u.phone === partner.phone);
          const { firstName, lastName } = splitName(joinName(partner.name, partner.surname));
          id = await insertUser(trx, {
            name: joinName(firstName, lastName),
            first_name: firstName,
            last_name: lastName,
            email: partner.email,
            phone: phoneFree ? partner.phone : null,
            password_hash: null,
            created_at: at,
            updated_at: at,
          });
        }
        await updatePartner(trx, partnerId, { shopper_user_id: id, updated_at: clock().toISOString() });
        return id;
      });
      if (userId === null) return refuse(403, PARTNER_ERRORS.forbidden.message);
      const user = await findUserById(db, userId);
      if (!user) return refuse(403, PARTNER_ERRORS.forbidden.message);
      return { ok: true, value: deps.jwt.issue(userId, user.session_version) };
    },

    async changePassword(
      partnerId: number,
      oldPassword: string,
      newPassword: string,
      confirm: string,
    ): Promise<Outcome<PartnerToken>> {
      const problem = checkNewPassword(newPassword, confirm);
      if (problem) return problem;
      const partner = await db
        .selectFrom('channel_partners')
        .select(['id', 'level', 'password_hash'])
        .where('id', '=', partnerId)
        .executeTakeFirstOrThrow();
      const current = partner.password_hash !== null && (await verifyPassword(oldPassword, partner.password_hash));
      if (!current) return refuse(400, PARTNER_ERRORS.currentPassword.message);
      const now = clock();
      // Every other session ends; this one goes on with a token of the new version.
      const changed = await db
        .updateTable('channel_partners')
        .set({
          password_hash: await hashPassword(newPassword),
          password_changed_at: secondOf(now),
          session_version: NEXT_SESSION_VERSION,
          updated_at: now.toISOString(),
        })
        .where('id', '=', partnerId)
        .returning('session_version')
        .executeTakeFirstOrThrow();
      return { ok: true, value: partnerJwt.issue(partner.id, partner.level as PartnerLevel, changed.session_version) };
    },

    /**
     * Mails a single-use reset link (30 minutes) to a registered partner email. The answer is the
     * same for an unknown email and past the mail limit (no mail then), so it tells nobody whether
     * an email is a partner's.
     */
    async requestReset(emailRaw: string): Promise<void> {
      const partner = await findPartnerByEmail(db, emailRaw.trim().toLowerCase());
      if (!partner) return;
      const since = windowStart(clock(), RESET_MAIL_WINDOW_MS);
      if (!canMailPartnerReset(await countPasswordTokens(db, partner.id, RESET_TOKEN_PURPOSE, since))) return;
      const link = await passwordLink(partner.id, RESET_TOKEN_PURPOSE, RESET_LINK_VALIDITY_MS);
      await deps.outbox.send({
        channel: 'email',
        to: partner.email,
        subject: RESET_MAIL_SUBJECT,
        body: resetMailBody(partner.name, link),
      });
    },

    /** Sets the password with a reset or welcome token (single use); a Pending partner becomes Active. */
    async resetPassword(token: string, password: string, confirm: string): Promise<Outcome> {
      const problem = checkNewPassword(password, confirm);
      if (problem) return problem;
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const now = clock();
        const partnerId = await consumePasswordToken(trx, sha256(token), now);
        if (partnerId === null) return refuse(400, PARTNER_ERRORS.linkInvalid.message);
        const partner = await trx
          .selectFrom('channel_partners')
          .select(['email', 'status'])
          .where('id', '=', partnerId)
          .executeTakeFirstOrThrow();
        await updatePartner(trx, partnerId, {
          password_hash: passwordHash,
          password_changed_at: secondOf(now),
          session_version: NEXT_SESSION_VERSION,
          updated_at: now.toISOString(),
          ...(partner.status === PARTNER_STATUS.PENDING ? { status: PARTNER_STATUS.ACTIVE } : {}),
        });
        await clearLoginFailures(trx, partner.email);
        return { ok: true as const, value: undefined };
      });
    },

    /** The partner of a request's bearer token when it is a live partner session; null otherwise (public routes). */
    async optionalPartner(request: Parameters<typeof bearerToken>[0]): Promise<number | null> {
      const token = bearerToken(request);
      const session = token ? partnerJwt.verify(token) : null;
      if (!session || (await isRevoked(db, session.jti))) return null;
      const row = await db
        .selectFrom('channel_partners')
        .select(['status', 'password_changed_at', 'session_version'])
        .where('id', '=', session.partnerId)
        .executeTakeFirst();
      return row && partnerSessionLive(session, row) ? session.partnerId : null;
    },
  };
}

export type PartnerAccounts = ReturnType<typeof createPartnerAccounts>;
