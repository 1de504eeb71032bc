// Coupon sharing: a partner shares a working coupon of the shop (a `coupons` row, source 'partner')
// with a customer by email or phone. Code `{v5}-{12 letters/digits}` (about 59.5 bits drawn with
// node:crypto's randomInt), percent = the sharer's client discount at sharing time, any product,
// 90 days, one use, bound to the recipient: to the email when shared to an email (the coupon's
// email), to the phone when shared to a phone (the share's recipient, which checkout compares with
// the account's phone: services/checkout.ts). The message and the code go out through the outbox (mail, or SMS to a phone).
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { joinName } from '@shop/commerce/contact';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { validUntil } from '../domain/coupon-code.ts';
import {
  checkCouponShareForm,
  messageText,
  sharedCouponCode,
  type CouponShareBody,
} from '../domain/partner-sharing.ts';
import {
  COUPON_MAIL_SUBJECT,
  SHARED_COUPON_MAX_USES,
  SHARED_COUPON_SOURCE,
  SHARED_COUPON_VALID_DAYS,
  couponMailBody,
  couponTemplate,
} from '../domain/partner-program-constants.ts';
import { insertCoupon } from '../db/queries/content.ts';
import {
  insertShare,
  isUniqueViolation,
  partnerById,
  sharesOf,
  type PartnerFacts,
} from '../db/queries/partner-program.ts';
import { isPostgres } from '../db/dialect.ts';
import { shareCountQuery, sharePageQuery, type PageWindow } from '../db/queries/partner-pages.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import { refuse, tableInForce, type ProgramResult } from './partner-incentives.ts';

type Db = Kysely<Database>;
const MAX_CODE_DRAWS = 20;

export function createPartnerCoupons(deps: { db: Db; clock: Clock; outbox: Outbox }) {
  const { db, clock, outbox } = deps;

  async function issueCoupon(trx: Db, partner: PartnerFacts, percent: number, email: string | null, now: Date) {
    const validTo = validUntil(now, SHARED_COUPON_VALID_DAYS).toISOString();
    for (let draw = 1; ; draw++) {
      const code = sharedCouponCode(partner.code, (below) => randomInt(below));
      try {
        const id = await insertCoupon(trx, {
          code,
          description: `${percent}% off from channel partner ${partner.code}`,
          percent,
          product_id: null,
          category_id: null,
          valid_from: now.toISOString(),
          valid_to: validTo,
          email,
          max_uses: SHARED_COUPON_MAX_USES,
          uses: 0,
          source: SHARED_COUPON_SOURCE,
          created_at: now.toISOString(),
        });
        return { id, code, validTo };
      } catch (error) {
        // A code already taken (31^12 per partner: all but never): draw another. PostgreSQL has
        // ended the transaction with the error: it is run again whole (transactionWithRetry).
        if (!isUniqueViolation(error) || draw >= MAX_CODE_DRAWS || isPostgres(trx)) throw error;
      }
    }
  }

  return {
    /** CP/ShareCouponData: the mail's HTML with the partner's name and client discount. */
    async template(partnerId: number) {
      const partner = await partnerById(db, partnerId);
      const table = await tableInForce(db, partnerId);
      return { content: couponTemplate(partner ? joinName(partner.name, partner.surname) : '', table.txt_discount1) };
    },

    async share(partnerId: number, form: CouponShareBody): Promise<ProgramResult<{ coupon_code: string }>> {
      const check = checkCouponShareForm(form);
      if (!check.ok) return refuse(400, check.message, check.field);
      const { recipient, name } = check.value;
      const message = messageText(check.value.message);
      const now = clock();
      const shared = await transactionWithRetry(db, async (trx) => {
        const partner = await partnerById(trx, partnerId);
        if (!partner) return null;
        const percent = (await tableInForce(trx, partnerId)).txt_discount1;
        const coupon = await issueCoupon(
          trx,
          partner,
          percent,
          recipient.kind === 'email' ? recipient.value : null,
          now,
        );
        await insertShare(trx, {
          partner_id: partnerId,
          coupon_id: coupon.id,
          share_person_name: name,
          recipient: recipient.value,
          message,
          created_at: now.toISOString(),
        });
        return { ...coupon, percent, sharer: joinName(partner.name, partner.surname) };
      });
      if (!shared) return refuse(404, PARTNER_ERRORS.forbidden.message);
      const text = message === '' ? `${shared.sharer} shares a ${shared.percent}% discount coupon with you.` : message;
      await outbox.send({
        channel: recipient.kind === 'email' ? 'email' : 'sms',
        to: recipient.value,
        subject: COUPON_MAIL_SUBJECT,
        body: couponMailBody(text, shared.code, shared.percent, shared.validTo.slice(0, 10)),
      });
      return { ok: true, value: { coupon_code: shared.code } };
    },

    /** CP/Cp_Refer_list: the partner's shared coupons, newest first. */
    async list(partnerId: number) {
      const partner = await partnerById(db, partnerId);
      return (await sharesOf(db, partnerId)).map((s) => referRowOf(s, partner?.code ?? ''));
    },

    /** One page of `list`, newest first, with the count of all. */
    async page(partnerId: number, page: PageWindow) {
      const [partner, rows, count] = await Promise.all([
        partnerById(db, partnerId),
        sharePageQuery(db, partnerId, page).execute(),
        shareCountQuery(db, partnerId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((s) => referRowOf(s, partner?.code ?? '')), total: Number(count.count) };
    },
  };
}

function referRowOf(s: Awaited<ReturnType<typeof sharesOf>>[number], cpcode: string) {
  return {
    id: s.id,
    share_PersonName: s.share_person_name,
    sEmailID: s.recipient,
    c_date: s.created_at,
    cpcode,
    coupon_code: s.code,
    iS_USED: s.uses > 0 ? (1 as const) : (0 as const),
    iS_JOIN: 0 as const,
  };
}
