// A partner's KYC as stored (@shop/commerce/partner/kyc): the facts read from the partner and its
// bank details, the review state kept in step when the partner saves details (refreshKycStatus),
// and why payment is held (payoutHoldOf), which the portal shows and payout runs obey.
import type { Kysely } from 'kysely';
import { nextKycStatus, payoutHold, type KycFacts, type PayoutHold } from '@shop/commerce/partner/kyc';
import { isKycStatus, KYC_STATUS } from '@shop/commerce/partner/payouts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** The KYC facts of a partner; null when there is no such partner. */
export async function kycFactsOf(db: Db, partnerId: number): Promise<KycFacts | null> {
  const row = await db
    .selectFrom('channel_partners as p')
    .leftJoin('partner_bank_details as b', 'b.partner_id', 'p.id')
    .select([
      'p.status',
      'p.kyc_status',
      'p.kyc_note',
      'p.aadhaar',
      'p.aadhaar_file',
      'p.policy_accepted_at',
      'b.bank_name',
      'b.bank_account_no',
      'b.neft_ifsc_code',
      'b.rtgs_ifsc_code',
      'b.pan_no',
      'b.crossed_cheque_file',
    ])
    .where('p.id', '=', partnerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    partnerStatus: row.status,
    kycStatus: isKycStatus(row.kyc_status) ? row.kyc_status : KYC_STATUS.INCOMPLETE,
    kycNote: row.kyc_note,
    aadhaarNumber: filled(row.aadhaar),
    aadhaarDocument: filled(row.aadhaar_file),
    policyAccepted: filled(row.policy_accepted_at),
    bankName: filled(row.bank_name),
    accountNumber: filled(row.bank_account_no),
    ifsc: filled(row.neft_ifsc_code) || filled(row.rtgs_ifsc_code),
    pan: filled(row.pan_no),
    crossedCheque: filled(row.crossed_cheque_file),
  };
}

/**
 * After the partner saved personal or bank details: complete details go to review, an approved
 * partner whose bank details or PAN changed goes back to review. Conditional on the state read, so
 * an operator's decision made meanwhile is not overwritten by a stale one.
 */
export async function refreshKycStatus(db: Db, partnerId: number, now: Date, bankOrPanChanged = false): Promise<void> {
  const facts = await kycFactsOf(db, partnerId);
  if (!facts) return;
  const complete = (Object.keys(facts) as Array<keyof KycFacts>).every(
    (key) => typeof facts[key] !== 'boolean' || facts[key] === true,
  );
  const next = nextKycStatus(facts.kycStatus, complete, bankOrPanChanged);
  if (next === facts.kycStatus) return;
  await db
    .updateTable('channel_partners')
    .set({
      kyc_status: next,
      ...(next === KYC_STATUS.SUBMITTED ? { kyc_submitted_at: now.toISOString(), kyc_note: null } : {}),
    })
    .where('id', '=', partnerId)
    .where('kyc_status', '=', facts.kycStatus)
    .execute();
}

export async function payoutHoldOf(db: Db, partnerId: number): Promise<PayoutHold | null> {
  const facts = await kycFactsOf(db, partnerId);
  return facts ? payoutHold(facts) : null;
}
