// The console's partner program work (partners.read to look, partners.write to change): partners
// with search and filters, one partner with its KYC facts, documents (short-lived signed links),
// incentive table and its history (changes a General partner made are marked, so its Master's
// operator sees them), and incentive totals; KYC approval or rejection with a reason the partner
// reads; suspension and reactivation. Every change is audited in the same transaction.
import type { Kysely } from 'kysely';
import { fromPaise, toPaise } from '@shop/commerce/money';
import { kycMissing } from '@shop/commerce/partner/kyc';
import { PARTNER_STATUS } from '@shop/commerce/partner/limits';
import {
  KYC_STATUS,
  PAYOUT_ERRORS,
  REVIEW_NOTE_MAX_LENGTH,
  REVIEW_NOTE_MIN_LENGTH,
  isKycStatus,
} from '@shop/commerce/partner/payouts';
import { containsIgnoringCase } from '../db/queries/like-pattern.ts';
import { NEXT_SESSION_VERSION } from '../db/queries/sessions.ts';
import {
  historyCountQuery,
  historyPageQuery,
  partnerUnderCountQuery,
  partnerUnderPageQuery,
} from '../db/queries/partner-pages.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import { settleIncentives } from './partner-incentive-lifecycle.ts';
import { kycFactsOf } from './partner-kyc.ts';
import type { PartnerDocuments } from './partner-documents.ts';
import { maskAccount } from './partner-payouts.ts';
import { incentiveTableOf } from '../db/queries/partner-program.ts';

type Db = Kysely<Database>;

export interface PartnerSearch {
  search?: string | undefined;
  status?: string | undefined;
  kyc?: string | undefined;
  /** Only the General partners of this Master. */
  master?: number | undefined;
  page: number;
  first: number;
}

/** How many of a Master's General partners its detail lists (generalCount counts them all). */
export const DETAIL_GENERALS = 10;
/** How many changes of its incentive table a partner's detail lists (the first page of tableHistory). */
export const DETAIL_HISTORY = 25;

/** A page of a partner's table changes, newest first, and how many there are. */
async function tableHistoryOf(db: Db, partnerId: number, page: { page: number; first: number }) {
  const [rows, count] = await Promise.all([
    historyPageQuery(db, partnerId, { offset: (page.page - 1) * page.first, limit: page.first }).execute(),
    historyCountQuery(db, partnerId).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    items: rows.map((h) => ({
      at: h.change_date,
      masterPercent: Number(h.txt_v5_1),
      generalPercent: Number(h.txt_v5_1_1),
      clientDiscount: Number(h.txt_discount1),
      // The partner changed its own table (a General partner's change concerns its Master).
      byPartner: h.changed_by === partnerId,
    })),
  };
}

export type AdminPartnerRefusal = { ok: false; status: 400 | 404 | 409; code: string; message: string; field?: string };
const refuse = (
  status: AdminPartnerRefusal['status'],
  error: { code: string; message: string },
  field?: string,
): AdminPartnerRefusal => ({ ok: false, status, ...error, ...(field ? { field } : {}) });

const NOT_FOUND = { code: 'NOT_FOUND', message: 'No such partner.' };

function reviewNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  return text.length >= REVIEW_NOTE_MIN_LENGTH && text.length <= REVIEW_NOTE_MAX_LENGTH ? text : null;
}

export function createAdminPartners(deps: { db: Db; clock: Clock; documents: PartnerDocuments }) {
  const { db, clock, documents } = deps;

  return {
    async list(q: PartnerSearch) {
      let base = db.selectFrom('channel_partners as p');
      if (q.status) base = base.where('p.status', '=', q.status);
      if (q.kyc) base = base.where('p.kyc_status', '=', q.kyc);
      if (q.master) base = base.where('p.master_id', '=', q.master);
      const text = q.search?.trim();
      if (text)
        base = base.where((eb) =>
          eb.or([
            eb('p.code', '=', text.toUpperCase()),
            eb('p.email', '=', text.toLowerCase()),
            eb('p.phone', '=', text),
            containsIgnoringCase('p.name', text),
            containsIgnoringCase('p.surname', text),
          ]),
        );
      const [rows, count] = await Promise.all([
        base
          .leftJoin('channel_partners as m', 'm.id', 'p.master_id')
          .select([
            'p.id',
            'p.code',
            'p.level',
            'p.name',
            'p.surname',
            'p.email',
            'p.phone',
            'p.status',
            'p.kyc_status',
            'p.created_at',
            'm.code as master_code',
          ])
          .orderBy('p.id', 'desc')
          .limit(q.first)
          .offset((q.page - 1) * q.first)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return {
        total: Number(count?.n ?? 0),
        items: rows.map((r) => ({
          id: r.id,
          code: r.code,
          level: Number(r.level),
          name: `${r.name} ${r.surname}`.trim(),
          email: r.email,
          phone: r.phone,
          status: r.status,
          kycStatus: isKycStatus(r.kyc_status) ? r.kyc_status : KYC_STATUS.INCOMPLETE,
          masterCode: r.master_code,
          createdAt: r.created_at,
        })),
      };
    },

    /** One partner with the first page of its table history (newest first) and its newest General partners. */
    async detail(partnerId: number) {
      const p = await db
        .selectFrom('channel_partners as p')
        .leftJoin('channel_partners as m', 'm.id', 'p.master_id')
        .leftJoin('partner_bank_details as b', 'b.partner_id', 'p.id')
        .select([
          'p.id',
          'p.code',
          'p.level',
          'p.name',
          'p.surname',
          'p.email',
          'p.phone',
          'p.city',
          'p.pincode',
          'p.status',
          'p.status_note',
          'p.kyc_status',
          'p.kyc_note',
          'p.kyc_submitted_at',
          'p.kyc_reviewed_at',
          'p.aadhaar',
          'p.aadhaar_file',
          'p.created_at',
          'm.code as master_code',
          'm.name as master_name',
          'b.bank_name',
          'b.bank_account_no',
          'b.bank_branch',
          'b.neft_ifsc_code',
          'b.rtgs_ifsc_code',
          'b.pan_no',
          'b.crossed_cheque_file',
        ])
        .where('p.id', '=', partnerId)
        .executeTakeFirst();
      if (!p) return null;
      await settleIncentives(db, clock(), { partnerId });
      const [facts, generals, generalCount, table, tableHistory, totals] = await Promise.all([
        kycFactsOf(db, partnerId),
        partnerUnderPageQuery(db, partnerId, { offset: 0, limit: DETAIL_GENERALS }).execute(),
        partnerUnderCountQuery(db, partnerId).executeTakeFirstOrThrow(),
        incentiveTableOf(db, partnerId),
        tableHistoryOf(db, partnerId, { page: 1, first: DETAIL_HISTORY }),
        db
          .selectFrom('partner_order_incentives')
          .select((eb) => [
            'status',
            eb.fn.countAll<number>().as('n'),
            eb.fn.sum<number>('incentive_amount').as('amount'),
          ])
          .where('partner_id', '=', partnerId)
          .groupBy('status')
          .execute(),
      ]);
      const total = (state: string) => {
        const row = totals.find((t) => t.status === state);
        return { count: Number(row?.n ?? 0), amount: fromPaise(toPaise(Number(row?.amount ?? 0))) };
      };
      return {
        id: p.id,
        code: p.code,
        level: Number(p.level),
        name: `${p.name} ${p.surname}`.trim(),
        email: p.email,
        phone: p.phone,
        city: p.city,
        pincode: p.pincode,
        status: p.status,
        statusNote: p.status_note,
        kycStatus: isKycStatus(p.kyc_status) ? p.kyc_status : KYC_STATUS.INCOMPLETE,
        kycNote: p.kyc_note,
        kycSubmittedAt: p.kyc_submitted_at,
        kycReviewedAt: p.kyc_reviewed_at,
        kycMissing: facts ? kycMissing(facts) : [],
        aadhaarLast4: p.aadhaar ? p.aadhaar.slice(-4) : null,
        aadhaarDocumentUrl: documents.link(p.id, p.aadhaar_file),
        bankName: p.bank_name ?? '',
        bankBranch: p.bank_branch ?? '',
        accountMasked: maskAccount(p.bank_account_no ?? ''),
        ifsc: p.neft_ifsc_code || p.rtgs_ifsc_code || '',
        pan: p.pan_no ?? '',
        chequeDocumentUrl: documents.link(p.id, p.crossed_cheque_file ?? null),
        master: p.master_code ? { code: p.master_code, name: p.master_name ?? '' } : null,
        generals: generals.map((g) => ({
          id: g.id,
          code: g.code,
          name: `${g.name} ${g.surname}`.trim(),
          status: g.status,
        })),
        generalCount: Number(generalCount.count),
        table: table
          ? {
              masterPercent: Number(table.txt_v5_1),
              generalPercent: Number(table.txt_v5_1_1),
              clientDiscount: Number(table.txt_discount1),
            }
          : null,
        tableHistory,
        totals: {
          pending: total('pending'),
          approved: total('approved'),
          reversed: total('reversed'),
          paid: total('paid'),
        },
        createdAt: p.created_at,
      };
    },

    /** A page of a partner's table history, newest first; null when there is no such partner. */
    async tableHistory(partnerId: number, page: { page: number; first: number }) {
      const found = await db.selectFrom('channel_partners').select('id').where('id', '=', partnerId).executeTakeFirst();
      return found ? tableHistoryOf(db, partnerId, page) : null;
    },

    /** Approves complete, submitted (or rejected) KYC; rejects with a reason the partner reads. */
    async reviewKyc(operatorId: number, partnerId: number, decision: 'approve' | 'reject', note?: string | null) {
      const now = clock();
      const reason = decision === 'reject' ? reviewNote(note) : null;
      if (decision === 'reject' && reason === null) return refuse(400, PAYOUT_ERRORS.reviewNote, 'note');
      return transactionWithRetry(db, async (trx) => {
        const facts = await kycFactsOf(trx, partnerId);
        if (!facts) return refuse(404, NOT_FOUND);
        if (decision === 'approve' && kycMissing(facts).length > 0) return refuse(409, PAYOUT_ERRORS.kycNotSubmitted);
        const next = decision === 'approve' ? KYC_STATUS.APPROVED : KYC_STATUS.REJECTED;
        await trx
          .updateTable('channel_partners')
          .set({ kyc_status: next, kyc_note: reason, kyc_reviewed_at: now.toISOString(), kyc_reviewed_by: operatorId })
          .where('id', '=', partnerId)
          .execute();
        await recordAudit(
          trx,
          {
            operatorId,
            action: `partner.kyc.${decision}`,
            entityType: 'partner',
            entityId: partnerId,
            before: { kycStatus: facts.kycStatus },
            after: { kycStatus: next, ...(reason ? { note: reason } : {}) },
          },
          now,
        );
        return { ok: true as const };
      });
    },

    /** Suspends (with a note) or reactivates a partner. A suspended partner cannot sign in and earns nothing new. */
    async setStatus(operatorId: number, partnerId: number, status: 'Active' | 'Suspended', note?: string | null) {
      const now = clock();
      const reason = status === PARTNER_STATUS.SUSPENDED ? reviewNote(note) : null;
      if (status === PARTNER_STATUS.SUSPENDED && reason === null) return refuse(400, PAYOUT_ERRORS.reviewNote, 'note');
      return transactionWithRetry(db, async (trx) => {
        const row = await trx
          .selectFrom('channel_partners')
          .select(['status', 'password_hash'])
          .where('id', '=', partnerId)
          .executeTakeFirst();
        if (!row) return refuse(404, NOT_FOUND);
        // Reactivating a partner who never set a password brings it back to Pending, not Active.
        const next = status === PARTNER_STATUS.ACTIVE && row.password_hash === null ? PARTNER_STATUS.PENDING : status;
        await trx
          .updateTable('channel_partners')
          .set({
            status: next,
            status_note: reason,
            updated_at: now.toISOString(),
            // Suspension ends the partner's sessions: none of them is live again after a reactivation.
            ...(next === PARTNER_STATUS.SUSPENDED
              ? { password_changed_at: now.toISOString(), session_version: NEXT_SESSION_VERSION }
              : {}),
          })
          .where('id', '=', partnerId)
          .execute();
        await recordAudit(
          trx,
          {
            operatorId,
            action: next === PARTNER_STATUS.SUSPENDED ? 'partner.suspend' : 'partner.reactivate',
            entityType: 'partner',
            entityId: partnerId,
            before: { status: row.status },
            after: { status: next, ...(reason ? { note: reason } : {}) },
          },
          now,
        );
        return { ok: true as const };
      });
    },
  };
}
