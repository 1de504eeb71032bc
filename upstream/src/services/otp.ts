// One-time codes: generated on the server (crypto.randomInt), stored as an HMAC, sent through the
// outbox, at most 3 sends per number in 15 minutes, valid 5 minutes, single use, dead after 5
// wrong tries. The rules are in domain/otp-rules.ts.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkOtpCode } from '@shop/commerce/account/forms';
import { OTP_MAX, OTP_MIN, OTP_SEND_WINDOW_MS } from '@shop/commerce/account/limits';
import type { Contact } from '@shop/commerce/contact';
import { OTP_MAIL_SUBJECT, otpMessageText } from '../domain/account-constants.ts';
import { canSendOtp, checkOtp, otpExpiresAt, windowStart } from '../domain/otp-rules.ts';
import { addOtpWrongTry, countOtpSends, newestOtp, storeOtp, useOtp } from '../db/queries/account-codes.ts';
import type { Database } from '../db/schema.ts';
import { lockKey, transactionWithRetry } from '../db/transaction.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';

export interface OtpService {
  send(to: Contact): Promise<'sent' | 'rate-limited'>;
  /** True once for the newest unexpired code of the recipient; a wrong code counts a try. */
  verify(recipient: string, code: string): Promise<boolean>;
}

export interface OtpOptions {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  /** Server secret; codes are stored as HMAC(secret-derived key, recipient:code). */
  secret: string;
}

export function createOtpService({ db, clock, outbox, secret }: OtpOptions): OtpService {
  const key = createHmac('sha256', secret).update('otp-code-v1').digest();
  const hash = (recipient: string, code: string) =>
    createHmac('sha256', key).update(`${recipient}:${code}`).digest('hex');

  return {
    async send(to) {
      const now = clock();
      const code = String(randomInt(OTP_MIN, OTP_MAX + 1));
      const sent = await transactionWithRetry(db, async (trx) => {
        await lockKey(trx, `otp:${to.value}`);
        if (!canSendOtp(await countOtpSends(trx, to.value, windowStart(now, OTP_SEND_WINDOW_MS)))) return false;
        await storeOtp(trx, to.value, hash(to.value, code), otpExpiresAt(now), now);
        return true;
      });
      if (!sent) return 'rate-limited';
      await outbox.send({
        channel: to.kind === 'phone' ? 'sms' : 'email',
        to: to.value,
        subject: OTP_MAIL_SUBJECT,
        body: otpMessageText(code),
      });
      return 'sent';
    },

    async verify(recipient, code) {
      const now = clock();
      return transactionWithRetry(db, async (trx) => {
        await lockKey(trx, `otp:${recipient}`);
        const row = await newestOtp(trx, recipient);
        const matches =
          row !== undefined &&
          checkOtpCode(code) === null &&
          timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hash(recipient, code), 'hex'));
        const stored = row && {
          expiresAt: new Date(row.expires_at),
          used: row.used === 1,
          wrongTries: row.wrong_tries,
        };
        const outcome = checkOtp(stored, matches, now);
        if (row && outcome === 'wrong') await addOtpWrongTry(trx, row.id);
        return row !== undefined && outcome === 'valid' && (await useOtp(trx, row.id));
      });
    },
  };
}
