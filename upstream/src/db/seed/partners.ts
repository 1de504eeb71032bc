// Seed step 'partners': salutations, the demo partners of both levels (password
// Partner@123), bank details (Rohan's complete with a crossed cheque, Kavya's a draft), Rohan's
// Aadhaar, notifications with HTML bodies (three within the last 30 days of the seed time) and
// embeddable videos. See upstream/README.md, "Seed". The specimen documents the records name are
// rendered into the documents folder on first read (services/partner-documents.ts).
import { PARTNER_STATUS } from '@shop/commerce/partner/limits';
import type { Kysely } from 'kysely';
import { createRandom } from '../../domain/random.ts';
import { DEFAULT_COUNTRY_ID } from '../../domain/checkout-constants.ts';
import { refreshKycStatus } from '../../services/partner-kyc.ts';
import { hashPassword } from '../../services/password.ts';
import type { Database } from '../schema.ts';
import {
  DEMO_BANK_DETAILS,
  DEMO_NOTIFICATIONS,
  DEMO_PARTNERS,
  DEMO_VIDEOS,
  PARTNER_DEMO_PASSWORD,
  PARTNERS_JOINED_AT,
  SALUTATIONS,
  notificationDate,
  videoEmbedUrl,
} from './partner-data.ts';

const SALT_SEED = 6006;

export async function seedPartners(db: Kysely<Database>, seededAt: Date = new Date()): Promise<void> {
  await db
    .insertInto('salutations')
    .values([...SALUTATIONS])
    .execute();
  const random = createRandom(SALT_SEED);
  for (const p of DEMO_PARTNERS) {
    const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
    await db
      .insertInto('channel_partners')
      .values({
        id: p.id,
        code: p.code,
        level: p.level,
        master_id: p.masterId,
        salutation_id: p.salutationId,
        name: p.name,
        surname: p.surname,
        email: p.email,
        phone: p.phone,
        country_id: DEFAULT_COUNTRY_ID,
        state_id: p.stateId,
        city: p.city,
        address: p.address,
        pincode: p.pincode,
        refer_name: p.refer.name,
        refer_email: p.refer.email,
        refer_phone: p.refer.phone,
        aadhaar: p.aadhaar,
        aadhaar_file: p.aadhaarFile,
        policy_accepted_at: p.aadhaar !== null ? PARTNERS_JOINED_AT : null,
        status: PARTNER_STATUS.ACTIVE,
        password_hash: await hashPassword(PARTNER_DEMO_PASSWORD, salt),
        password_changed_at: PARTNERS_JOINED_AT,
        shopper_user_id: null,
        created_at: PARTNERS_JOINED_AT,
        updated_at: PARTNERS_JOINED_AT,
      })
      .execute();
  }
  await db
    .insertInto('partner_bank_details')
    .values(DEMO_BANK_DETAILS.map((b) => ({ ...b, updated_at: PARTNERS_JOINED_AT })))
    .execute();
  // KYC as the details stand: Rohan's are complete and await an operator's review; the others'
  // are incomplete (their payouts are held until they are complete and approved).
  for (const p of DEMO_PARTNERS) {
    const row = await db.selectFrom('channel_partners').select('id').where('email', '=', p.email).executeTakeFirst();
    if (row) await refreshKycStatus(db, row.id, new Date(PARTNERS_JOINED_AT));
  }
  await db
    .insertInto('partner_notifications')
    .values(
      DEMO_NOTIFICATIONS.map((n) => ({
        subject: n.subject,
        html: n.html,
        created_at: notificationDate(seededAt, n.daysAgo),
      })),
    )
    .execute();
  await db
    .insertInto('partner_videos')
    .values(DEMO_VIDEOS.map((v, i) => ({ title: v.title, url: videoEmbedUrl(v.id), position: i + 1 })))
    .execute();
}
