// Nominations: a Master proposes a new partner by email with an incentive table (the three
// percentages at most 35 together); the nominee gets the message and a join link
// `${PUBLIC_URL}/cp/join/{token}` (random, stored as SHA-256, 14 days) through the outbox, and by it
// becomes a General partner under the Master with the proposed table (iS_JOIN 1). One nomination
// per address, and none for an address that already belongs to a partner.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { joinName } from '@shop/commerce/contact';
import { INDIA_COUNTRY_ID, NOMINATION_MAX_PERCENT, PARTNER_STATUS } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { parseNomineeEmail } from '@shop/commerce/partner/recipients';
import { takenAnswer, type TakenAnswer } from '@shop/commerce/partner/statuses';
import { validUntil } from '../domain/coupon-code.ts';
import {
  NOMINATION_LINK_DAYS,
  NOMINATION_MAIL_SUBJECT,
  nominationMailBody,
  nominationTemplate,
} from '../domain/partner-program-constants.ts';
import { checkJoinForm, nomineeFirstName } from '../domain/partner-registration.ts';
import { nominationJoinLink } from '../domain/partner-rules.ts';
import { checkNominationForm, messageText, type NominationBody } from '../domain/partner-sharing.ts';
import {
  insertNomination,
  isUniqueViolation,
  markNominationJoined,
  nominationByEmail,
  nominationByTokenHash,
  nominationsOf,
  partnerById,
  partnersHolding,
  type NominationRow,
} from '../db/queries/partner-program.ts';
import { nominationCountQuery, nominationPageQuery, type PageWindow } from '../db/queries/partner-pages.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import { hashPassword } from './password.ts';
import { programDefaults, refuse, type ProgramResult } from './partner-incentives.ts';
import { indianPincode, insertGeneralPartner } from './partner-registration.ts';

type Db = Kysely<Database>;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export interface JoinBody {
  token: string;
  surname: string;
  phone: string;
  pincode: string;
  city: string;
  address: string;
  password: string;
  confirmPassword: string;
}

export function createPartnerNominations(deps: { db: Db; clock: Clock; outbox: Outbox; publicUrl: string }) {
  const { db, clock, outbox } = deps;

  /** 1 when anyone nominated the address or it belongs to a partner. */
  async function taken(db: Db, email: string): Promise<boolean> {
    return (await nominationByEmail(db, email)) !== undefined || (await partnersHolding(db, email, null)).length > 0;
  }

  /** Why an address cannot be nominated by this Master: its own, a partner's, or nominated already. */
  async function conflictOf(db: Db, email: string, masterEmail: string) {
    if (email === masterEmail.toLowerCase()) return PARTNER_ERRORS.nominateSelf;
    if ((await partnersHolding(db, email, null)).length > 0) return PARTNER_ERRORS.nomineeIsPartner;
    if ((await nominationByEmail(db, email)) !== undefined) return PARTNER_ERRORS.nominationExists;
    return null;
  }

  /** An open nomination by the token of its link (not joined, not expired). */
  async function openNomination(db: Db, token: string): Promise<NominationRow | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const nomination = await nominationByTokenHash(db, sha256(token));
    if (!nomination || nomination.is_join !== 0 || nomination.expires_at <= clock().toISOString()) return null;
    // The nominee was added as a partner directly since: the link is spent.
    if ((await partnersHolding(db, nomination.email, null)).length > 0) return null;
    return nomination;
  }

  return {
    async template(partnerId: number) {
      const partner = await partnerById(db, partnerId);
      return {
        content: nominationTemplate(partner ? joinName(partner.name, partner.surname) : ''),
        max_discount: NOMINATION_MAX_PERCENT,
      };
    },

    /** CP/check_nomination: null for a malformed address. */
    async check(rawEmail: string): Promise<TakenAnswer | null> {
      const email = parseNomineeEmail(rawEmail);
      if (email === null) return null;
      return takenAnswer(await taken(db, email));
    },

    async nominate(partnerId: number, form: NominationBody): Promise<ProgramResult<null>> {
      const check = checkNominationForm(form);
      if (!check.ok) return refuse(400, check.message, check.field);
      const { name, email, message: typed, ...rates } = check.value;
      const message = messageText(typed);
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const expires = validUntil(now, NOMINATION_LINK_DAYS);
      const sent = await db
        .transaction()
        .execute(async (trx) => {
          const master = await partnerById(trx, partnerId);
          if (!master) return null;
          const conflict = await conflictOf(trx, email, master.email);
          if (conflict) return conflict;
          await insertNomination(trx, {
            partner_id: partnerId,
            share_person_name: name,
            email,
            txt_v5_1: rates.masterPercent,
            txt_v5_1_1: rates.generalPercent,
            txt_discount1: rates.clientDiscount,
            message,
            token_hash: sha256(token),
            expires_at: expires.toISOString(),
            joined_partner_id: null,
            joined_at: null,
            created_at: now.toISOString(),
          });
          return { masterName: joinName(master.name, master.surname) };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return 'exists' as const;
          throw error;
        });
      if (sent === null) return refuse(404, PARTNER_ERRORS.forbidden.message);
      if (sent === 'exists') return refuse(409, PARTNER_ERRORS.nominationExists.message, 'emailto');
      if ('code' in sent) return refuse(409, sent.message, 'emailto');
      const text =
        message === '' ? `Dear ${name},\n\n${sent.masterName} nominates you to the channel partner program.` : message;
      await outbox.send({
        channel: 'email',
        to: email,
        subject: NOMINATION_MAIL_SUBJECT,
        body: nominationMailBody(
          text,
          nominationJoinLink(deps.publicUrl, token),
          expires.toISOString().slice(0, 10),
          rates,
        ),
      });
      return { ok: true, value: null };
    },

    /**
     * CP/Cp_Nomination_list: the caller's nominations, newest first; `cpcode` is the code of the
     * partner the nominee became ('' while Nominated), and a nominee added directly as a partner
     * since counts as Joined.
     */
    async list(partnerId: number) {
      return (await nominationsOf(db, partnerId)).map(nominationRowOf);
    },

    /** One page of `list`, newest first, with the count of all. */
    async page(partnerId: number, page: PageWindow) {
      const [rows, count] = await Promise.all([
        nominationPageQuery(db, partnerId, page).execute(),
        nominationCountQuery(db, partnerId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(nominationRowOf), total: Number(count.count) };
    },

    /** CP/proposed_cp_incentive: null when the caller has no nomination for that email. */
    async proposed(partnerId: number, rawEmail: string) {
      const email = rawEmail.trim().toLowerCase();
      const nomination = await nominationByEmail(db, email);
      const master = await partnerById(db, partnerId);
      if (!nomination || nomination.partner_id !== partnerId || !master) return null;
      const joined =
        nomination.joined_partner_id === null ? undefined : await partnerById(db, nomination.joined_partner_id);
      return {
        mastercpname: joinName(master.name, master.surname),
        mastercpcode: master.code,
        cpname: joined ? joinName(joined.name, joined.surname) : nomination.share_person_name,
        cpcode: joined?.code ?? '',
        txt_v5_1: Number(nomination.txt_v5_1),
        txt_v5_1_1: Number(nomination.txt_v5_1_1),
        txt_discount1: Number(nomination.txt_discount1),
      };
    },

    /** CP/NominationInvite: the open nomination of a link, or null. */
    async invite(token: string) {
      const nomination = await openNomination(db, token);
      const master = nomination && (await partnerById(db, nomination.partner_id));
      if (!nomination || !master) return null;
      return {
        share_PersonName: nomination.share_person_name,
        sEmailID: nomination.email,
        mastercpname: joinName(master.name, master.surname),
        mastercpcode: master.code,
        txt_v5_1: Number(nomination.txt_v5_1),
        txt_v5_1_1: Number(nomination.txt_v5_1_1),
        txt_discount1: Number(nomination.txt_discount1),
      };
    },

    /** CP/JoinNomination: the nominee becomes an Active General partner under the nominating Master. */
    async join(body: JoinBody): Promise<ProgramResult<{ v5: string }>> {
      const badLink = refuse(404, PARTNER_ERRORS.linkInvalid.message, 'token');
      if (!(await openNomination(db, body.token))) return badLink;
      const check = checkJoinForm({ ...body });
      if (!check.ok) return refuse(400, check.message, check.field);
      const form = check.value;
      const place = await indianPincode(db, form.pincode);
      if (!place.ok) return refuse(400, place.refusal.message, 'pincode');
      const passwordHash = await hashPassword(form.password);
      const now = clock();
      const joined = await transactionWithRetry(db, async (trx) => {
        const nomination = await openNomination(trx, body.token);
        const master = nomination && (await partnerById(trx, nomination.partner_id));
        if (!nomination || !master) return null;
        if ((await partnersHolding(trx, nomination.email, form.phone)).length > 0) return 'exists' as const;
        const defaults = await programDefaults(trx);
        const partner = await insertGeneralPartner(
          trx,
          {
            master_id: master.id,
            salutation_id: null,
            name: nomineeFirstName(nomination.share_person_name, form.surname),
            surname: form.surname,
            email: nomination.email,
            phone: form.phone,
            country_id: INDIA_COUNTRY_ID,
            state_id: place.value.stateId,
            city: form.city,
            address: form.address,
            pincode: form.pincode,
            refer_name: joinName(master.name, master.surname),
            refer_email: master.email,
            refer_phone: master.phone,
            aadhaar: null,
            aadhaar_file: null,
            policy_accepted_at: null,
            status: PARTNER_STATUS.ACTIVE,
            password_hash: passwordHash,
            shopper_user_id: null,
          },
          {
            ...defaults,
            txt_v5_1: Number(nomination.txt_v5_1),
            txt_v5_1_1: Number(nomination.txt_v5_1_1),
            txt_discount1: Number(nomination.txt_discount1),
          },
          master.id,
          now,
        );
        if (!(await markNominationJoined(trx, nomination.id, partner.id, now.toISOString())))
          throw new Error('nomination joined twice');
        return partner;
      });
      if (joined === null) return badLink;
      if (joined === 'exists') return refuse(409, PARTNER_ERRORS.userExists.message, 'phone');
      return { ok: true, value: { v5: joined.code } };
    },
  };
}

function nominationRowOf(n: Awaited<ReturnType<typeof nominationsOf>>[number]) {
  const code = n.joined_code ?? n.partner_code ?? '';
  return {
    id: n.id,
    share_PersonName: n.share_person_name,
    sEmailID: n.email,
    c_date: n.created_at,
    cpcode: code,
    iS_JOIN: n.is_join === 1 || code !== '' ? (1 as const) : (0 as const),
  };
}
