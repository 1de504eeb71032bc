// Sub-partners: a Master adds a General partner under itself (CP/SaveChannelPartner1 and the spec's earlier
// variant), who is Pending until it sets a first password through a mailed 'welcome' link; the
// existence check of the form (CommonData/Chk_Phone); and the one way every General partner is made
// (here and by a nomination's join link): the partner row, its incentive table and a history entry.
import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { joinName } from '@shop/commerce/contact';
import { partnerPhone } from '@shop/commerce/partner/form-fields';
import { INDIA_COUNTRY_ID, PARTNER_LEVEL, PARTNER_STATUS } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { takenAnswer, type TakenAnswer } from '@shop/commerce/partner/statuses';
import { validUntil } from '../domain/coupon-code.ts';
import {
  WELCOME_LINK_DAYS,
  WELCOME_MAIL_SUBJECT,
  WELCOME_TOKEN_PURPOSE,
  welcomeMailBody,
} from '../domain/partner-program-constants.ts';
import { checkNewPartnerForm } from '../domain/partner-registration.ts';
import { partnerCode, partnerResetLink } from '../domain/partner-rules.ts';
import { findPincodeDetails } from '../db/queries/geo.ts';
import {
  appendHistory,
  insertPartner,
  partnerById,
  partnersHolding,
  saveIncentiveTable,
  salutationIds,
  stateIdsOf,
} from '../db/queries/partner-program.ts';
import { insertPasswordToken } from '../db/queries/partners.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import type { ChannelPartnerTable } from '../db/schema-partner.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import { programDefaults, refuse, tableInForce, type ProgramResult, type TableValues } from './partner-incentives.ts';

type Db = Kysely<Database>;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type GeneralPartnerRow = Omit<
  Insertable<ChannelPartnerTable>,
  'code' | 'level' | 'created_at' | 'updated_at' | 'password_changed_at'
>;

/** Inserts a General partner with its code (V5G + 1000 + id), its incentive table and the first history entry. */
export async function insertGeneralPartner(
  db: Db,
  row: GeneralPartnerRow,
  table: TableValues,
  changedBy: number | null,
  now: Date,
): Promise<{ id: number; code: string }> {
  const at = now.toISOString();
  const partner = await insertPartner(
    db,
    { ...row, level: PARTNER_LEVEL.GENERAL, password_changed_at: at, created_at: at, updated_at: at },
    (id) => partnerCode(PARTNER_LEVEL.GENERAL, id),
  );
  await saveIncentiveTable(db, { partner_id: partner.id, ...table, updated_at: at });
  const { max_discount: _max, ...values } = table;
  await appendHistory(db, { partner_id: partner.id, ...values, changed_by: changedBy, change_date: at });
  return partner;
}

/** The refusal of a pincode that is not an Indian pincode of the directory; else its state. */
export async function indianPincode(db: Db, pincode: string): Promise<ProgramResult<{ stateId: number }>> {
  const place = await findPincodeDetails(db, pincode);
  if (!place) return refuse(400, PARTNER_ERRORS.pincode.message, 'Pincode');
  if (place.country_id !== INDIA_COUNTRY_ID) return refuse(400, PARTNER_ERRORS.indiaOnly.message, 'Country');
  return { ok: true, value: { stateId: place.state_id } };
}

export interface AddPartnerIds {
  /** masterid: blank means the caller. */
  masterId: string | undefined;
  /** ID of the spec's earlier variant (SaveChannelPartnerLevel1): must be the caller's; undefined for SaveChannelPartner1. */
  ownId?: string | undefined;
}

const namesCaller = (raw: string | undefined, callerId: number) => raw !== undefined && raw.trim() === String(callerId);

export function createPartnerRegistration(deps: { db: Db; clock: Clock; outbox: Outbox; publicUrl: string }) {
  const { db, clock, outbox } = deps;

  return {
    /** '1' when the phone or the email belongs to a partner, else '0'. */
    async exists(phone: string, email: string): Promise<TakenAnswer> {
      const phoneValue = phone.trim() === '' ? null : (partnerPhone(phone) ?? phone.trim());
      const emailValue = email.trim() === '' ? null : email.trim().toLowerCase();
      return takenAnswer((await partnersHolding(db, emailValue, phoneValue)).length > 0);
    },

    async addGeneral(
      masterId: number,
      fields: Readonly<Record<string, string | undefined>>,
      ids: AddPartnerIds,
    ): Promise<ProgramResult<{ id: number; v5: string }>> {
      if (ids.masterId !== undefined && ids.masterId.trim() !== '' && !namesCaller(ids.masterId, masterId))
        return refuse(403, PARTNER_ERRORS.forbidden.message, 'masterid');
      if ('ownId' in ids && !namesCaller(ids.ownId, masterId))
        return refuse(403, PARTNER_ERRORS.forbidden.message, 'ID');
      const check = checkNewPartnerForm(fields, {
        salutationIds: await salutationIds(db),
        indiaStateIds: await stateIdsOf(db, INDIA_COUNTRY_ID),
      });
      if (!check.ok) return refuse(400, check.message, check.field);
      const form = check.value;
      const place = await indianPincode(db, form.pincode);
      if (!place.ok) return place;
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const made = await transactionWithRetry(db, async (trx) => {
        const master = await partnerById(trx, masterId);
        if (!master) return null;
        if ((await partnersHolding(trx, form.email, form.phone)).length > 0) return 'exists' as const;
        const masterTable = await tableInForce(trx, masterId);
        const defaults = await programDefaults(trx);
        const partner = await insertGeneralPartner(
          trx,
          {
            master_id: masterId,
            salutation_id: form.salutationId,
            name: form.name,
            surname: form.surname,
            email: form.email,
            phone: form.phone,
            country_id: INDIA_COUNTRY_ID,
            state_id: place.value.stateId,
            city: form.city,
            address: '',
            pincode: form.pincode,
            refer_name: joinName(master.name, master.surname),
            refer_email: master.email,
            refer_phone: master.phone,
            aadhaar: null,
            aadhaar_file: null,
            policy_accepted_at: null,
            status: PARTNER_STATUS.PENDING,
            password_hash: null,
            shopper_user_id: null,
          },
          { ...defaults, txt_v5_1: masterTable.txt_v5_1 },
          masterId,
          now,
        );
        await insertPasswordToken(
          trx,
          partner.id,
          sha256(token),
          WELCOME_TOKEN_PURPOSE,
          validUntil(now, WELCOME_LINK_DAYS),
          now,
        );
        return { ...partner, masterName: joinName(master.name, master.surname) };
      });
      if (made === null) return refuse(404, PARTNER_ERRORS.forbidden.message);
      if (made === 'exists') return refuse(409, PARTNER_ERRORS.userExists.message, 'Email');
      await outbox.send({
        channel: 'email',
        to: form.email,
        subject: WELCOME_MAIL_SUBJECT,
        body: welcomeMailBody(form.name, made.code, made.masterName, partnerResetLink(deps.publicUrl, token)),
      });
      return { ok: true, value: { id: made.id, v5: made.code } };
    },
  };
}
