// Newsletter and subscribe popup. Every mail goes through the outbox. The popup issues one personal
// discount code per email (a coupon row, single use, valid 30 days); subscribing again re-sends
// the same code. Expected failures are typed results with the message to show.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTENT_ERRORS } from '@shop/commerce/content/messages';
import { checkNewsletterEmail, checkPopupForm, type PopupFields } from '@shop/commerce/content/subscription-forms';
import {
  NEWSLETTER_MAIL_SUBJECT,
  POPUP_MAIL_SUBJECT,
  SUBSCRIPTION_CODE_MAX_USES,
  SUBSCRIPTION_CODE_PREFIX,
  SUBSCRIPTION_CODE_SOURCE,
  SUBSCRIPTION_CODE_VALID_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  newsletterMailBody,
  popupMailBody,
} from '../domain/content-constants.ts';
import { COUPON_RANDOM_LENGTH, couponCode, validUntil } from '../domain/coupon-code.ts';
import {
  addNewsletterSubscriber,
  findPopupSubscriber,
  insertCoupon,
  insertPopupSubscriber,
  updatePopupSubscriber,
} from '../db/queries/content.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';

/** A refusal with the message to show and the field it is about. */
export type Refused = { ok: false; message: string; field: string };
export type Subscribed = { ok: true; created: boolean } | Refused;
export type PopupSubscribed = { ok: true; code: string } | Refused;

export function createSubscriptions(deps: { db: Kysely<Database>; clock: Clock; outbox: Outbox }) {
  const { db, clock, outbox } = deps;

  async function issueCode(
    trx: Kysely<Database>,
    email: string,
    now: Date,
  ): Promise<{ id: number; code: string; validTo: string }> {
    const validTo = validUntil(now, SUBSCRIPTION_CODE_VALID_DAYS).toISOString();
    for (;;) {
      const code = couponCode(SUBSCRIPTION_CODE_PREFIX, randomBytes(COUPON_RANDOM_LENGTH));
      try {
        const id = await insertCoupon(trx, {
          code,
          description: `${SUBSCRIPTION_DISCOUNT_PERCENT}% off for subscribing`,
          percent: SUBSCRIPTION_DISCOUNT_PERCENT,
          product_id: null,
          category_id: null,
          valid_from: now.toISOString(),
          valid_to: validTo,
          email,
          max_uses: SUBSCRIPTION_CODE_MAX_USES,
          uses: 0,
          source: SUBSCRIPTION_CODE_SOURCE,
          created_at: now.toISOString(),
        });
        return { id, code, validTo };
      } catch (error) {
        // A code already taken (31^8 codes: rare): draw another.
        if (!String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) throw error;
      }
    }
  }

  return {
    discount() {
      return { percent: SUBSCRIPTION_DISCOUNT_PERCENT, validDays: SUBSCRIPTION_CODE_VALID_DAYS };
    },

    async newsletter(rawEmail: string): Promise<Subscribed> {
      const email = rawEmail.trim().toLowerCase();
      const problem = checkNewsletterEmail(email);
      if (problem) return { ok: false, message: CONTENT_ERRORS[problem].message, field: 'emailid' };
      const created = await addNewsletterSubscriber(db, email, 'footer', clock().toISOString());
      if (created)
        await outbox.send({
          channel: 'email',
          to: email,
          subject: NEWSLETTER_MAIL_SUBJECT,
          body: newsletterMailBody(),
        });
      return { ok: true, created };
    },

    async popup(form: PopupFields): Promise<PopupSubscribed> {
      const problem = checkPopupForm(form);
      if (problem) return { ok: false, message: CONTENT_ERRORS[problem.key].message, field: problem.field };
      const email = form.email.trim().toLowerCase();
      const name = form.name.trim();
      const phone = form.phone.trim();
      const now = clock();
      const at = now.toISOString();
      const issued = await transactionWithRetry(db, async (trx) => {
        const existing = await findPopupSubscriber(trx, email);
        if (existing) {
          await updatePopupSubscriber(trx, existing.id, { name, phone, at });
          return { code: existing.code, percent: Number(existing.percent), validTo: existing.valid_to };
        }
        const coupon = await issueCode(trx, email, now);
        await insertPopupSubscriber(trx, { email, name, phone, coupon_id: coupon.id, at });
        await addNewsletterSubscriber(trx, email, 'popup', at);
        return { code: coupon.code, percent: SUBSCRIPTION_DISCOUNT_PERCENT, validTo: coupon.validTo };
      });
      await outbox.send({
        channel: 'email',
        to: email,
        subject: POPUP_MAIL_SUBJECT,
        body: popupMailBody(name, issued.code, issued.percent, issued.validTo),
      });
      return { ok: true, code: issued.code };
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
