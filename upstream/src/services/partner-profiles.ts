// Partner profiles: the partner's own record (CPDetails, home card, personal details with the
// Aadhaar masked and documents as signed links), the General partners under a Master, and the
// edits of personal and bank details with their documents, and the owner of a stored document.
// Expected failures are typed results.
import { sql, type Kysely } from 'kysely';
import { PARTNER_ERRORS, pincodeStateMessage } from '@shop/commerce/partner/messages';
import { maskAadhaar } from '@shop/commerce/partner/personal-details';
import {
  checkBankForm,
  checkPersonalForm,
  isBankDraft,
  type BankForm,
  type FieldIssue,
  type FormFields,
} from '../domain/partner-forms.ts';
import { referralLink } from '../domain/partner-rules.ts';
import {
  countryExists,
  findBankDetails,
  findDocumentOwner,
  findPartnerDetails,
  findStateOf,
  listPartnersUnder,
  saveBankDetails,
  updatePartner,
  type PartnerDetailsRow,
} from '../db/queries/partners.ts';
import { partnerUnderCountQuery, partnerUnderPageQuery, type PageWindow } from '../db/queries/partner-pages.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { findPincodeDetails } from '../db/queries/geo.ts';
import type { UploadedFile } from '../http/multipart-form.ts';
import type { Clock } from './clock.ts';
import type { Outcome, Refusal } from './partner-accounts.ts';
import type { PartnerDocuments } from './partner-documents.ts';
import { refreshKycStatus } from './partner-kyc.ts';
import { qrCodeDataUrl } from './partner-qr.ts';

export interface PartnerProfilesDeps {
  db: Kysely<Database>;
  clock: Clock;
  documents: PartnerDocuments;
  publicUrl: string;
}

const refuse = (message: string, field?: string): Refusal & { field?: string } => ({
  ok: false,
  status: 400,
  message,
  ...(field ? { field } : {}),
});

/** True when another partner's bank details hold this PAN (any case). */
async function panHeldByAnother(db: Kysely<Database>, partnerId: number, pan: string): Promise<boolean> {
  const row = await db
    .selectFrom('partner_bank_details')
    .select('partner_id')
    .where(sql<string>`upper(pan_no)`, '=', pan.toUpperCase())
    .where('partner_id', '!=', partnerId)
    .executeTakeFirst();
  return row !== undefined;
}

export function createPartnerProfiles(deps: PartnerProfilesDeps) {
  const { db, clock, documents } = deps;

  async function partnerRow(id: number): Promise<PartnerDetailsRow> {
    const row = await findPartnerDetails(db, id);
    if (!row) throw new Error(`partner ${id} vanished`);
    return row;
  }

  /** CpDetails; the Aadhaar (masked) and its document link only for the partner's own record. */
  function cpDetails(row: PartnerDetailsRow, own: boolean) {
    return {
      id: row.id,
      v5: row.code,
      cP_NAME: row.name,
      surname: row.surname,
      country_id: row.country_id,
      country_name: row.country_name,
      states_id: row.state_id,
      states_name: row.state_name,
      email_ID: row.email,
      phonE_NO: row.phone,
      cP_CITY: row.city,
      cpAddress: row.address,
      cP_PINCODE: row.pincode,
      refeR_NAME: row.refer_name,
      refer_Email_ID: row.refer_email,
      refer_Phone: row.refer_phone,
      aadhaar: own ? maskAadhaar(row.aadhaar) : null,
      aadhaar_file: own ? documents.link(row.id, row.aadhaar_file) : null,
      cP_STATUS: row.status,
      cP_LEVEL: row.level,
      master_id: row.master_id,
    };
  }

  const envelope = (caller: PartnerDetailsRow, details: ReturnType<typeof cpDetails>[]) => ({
    details,
    userId: caller.shopper_user_id,
    cP_ID: caller.id,
    cP_LEVEL: caller.level,
  });

  /** Stores the file (when any), runs the write, and removes the new file again when the write fails. */
  async function withStored<T>(file: UploadedFile | null, write: (name: string | null) => Promise<T>): Promise<T> {
    const name = file ? await documents.save(file.bytes, file.type) : null;
    try {
      return await write(name);
    } catch (error) {
      if (name) await documents.remove(name);
      throw error;
    }
  }

  return {
    /** CP/CPDetails: the caller's own record. */
    async own(partnerId: number) {
      const row = await partnerRow(partnerId);
      return envelope(row, [cpDetails(row, true)]);
    },

    /** CP/details: the General partners under the caller, oldest first. */
    async under(partnerId: number) {
      const [row, rows] = await Promise.all([partnerRow(partnerId), listPartnersUnder(db, partnerId)]);
      return envelope(
        row,
        rows.map((r) => cpDetails(r, false)),
      );
    },

    /** One page of the General partners under the caller, newest first, with the count of all. */
    async underPage(partnerId: number, page: PageWindow) {
      const [row, rows, count] = await Promise.all([
        partnerRow(partnerId),
        partnerUnderPageQuery(db, partnerId, page).execute(),
        partnerUnderCountQuery(db, partnerId).executeTakeFirstOrThrow(),
      ]);
      return {
        ...envelope(
          row,
          rows.map((r) => cpDetails(r, false)),
        ),
        total: Number(count.count),
      };
    },

    /** CP/GetCPDetailsID: the home card with the referral link and its QR code. */
    async card(partnerId: number) {
      const row = await partnerRow(partnerId);
      const link = referralLink(deps.publicUrl, row.code);
      return {
        cP_ID: row.id,
        cP_NAME: row.name,
        surname: row.surname,
        v5: row.code,
        cP_LEVEL: row.level,
        referral_link: link,
        qR_Code: await qrCodeDataUrl(link),
      };
    },

    /** CP/CP_P_Details: the personal details form's data. */
    async personal(partnerId: number) {
      const row = await partnerRow(partnerId);
      return {
        cpName: row.name,
        cpSurname: row.surname,
        country_id: row.country_id,
        countryname: row.country_name,
        states_id: row.state_id,
        statename: row.state_name,
        phoneNo: row.phone,
        cityName: row.city,
        cpAddress: row.address,
        pincode: row.pincode,
        aadhar: maskAadhaar(row.aadhaar),
        aadhaarFile: documents.link(row.id, row.aadhaar_file),
        policyAccepted: row.policy_accepted_at !== null,
      };
    },

    /** CP/UpdateCpDetails: checks the form, then stores the new Aadhaar document (replacing the old one) and the fields. */
    async updatePersonal(
      partnerId: number,
      fields: FormFields,
      file: UploadedFile | null,
    ): Promise<Outcome | (Refusal & { field?: string })> {
      const row = await partnerRow(partnerId);
      const form = checkPersonalForm(fields, {
        numberOnRecord: row.aadhaar !== null,
        fileOnRecord: row.aadhaar_file !== null,
        fileChosen: file !== null,
      });
      if (!form.ok) return refuse(form.message, form.field);
      const f = form.value;
      const { countryId, stateId } = f;
      if (!(await countryExists(db, countryId))) return refuse(PARTNER_ERRORS.country.message, 'country_id');
      if (!(await findStateOf(db, countryId, stateId))) return refuse(PARTNER_ERRORS.state.message, 'states_id');
      // The pincode decides the state (India Post's directory): a pincode of another state is refused.
      const place = await findPincodeDetails(db, f.pincode);
      if (place && place.state_id !== stateId)
        return refuse(pincodeStateMessage(f.pincode, place.state_name), 'pincode');
      const now = clock().toISOString();
      await withStored(file, (name) =>
        updatePartner(db, partnerId, {
          name: f.name,
          surname: f.surname,
          country_id: countryId,
          state_id: stateId,
          phone: f.phone,
          city: f.city,
          address: f.address,
          pincode: f.pincode,
          ...(f.aadhaar !== undefined ? { aadhaar: f.aadhaar } : {}),
          ...(name ? { aadhaar_file: name } : {}),
          policy_accepted_at: row.policy_accepted_at ?? now,
          updated_at: now,
        }),
      );
      if (file && row.aadhaar_file) await documents.remove(row.aadhaar_file);
      await refreshKycStatus(db, partnerId, clock(), file !== null);
      return { ok: true, value: undefined };
    },

    /** CP/CPBankDetails: strings are '' when not given; is_draft while anything is blank. */
    async bank(partnerId: number) {
      const row = await findBankDetails(db, partnerId);
      const file = row?.crossed_cheque_file ?? null;
      const d: BankForm = row ?? {
        bank_name: '',
        bank_account_no: '',
        bank_account_type: '',
        bank_city: '',
        bank_address: '',
        bank_branch: '',
        pan_no: '',
        swift_code: '',
        rtgs_ifsc_code: '',
        neft_ifsc_code: '',
        micr_code: '',
        crossed_cheque_no: '',
      };
      return {
        bank_Name: d.bank_name,
        bank_Account_No: d.bank_account_no,
        bank_Account_Type: d.bank_account_type,
        bank_City: d.bank_city,
        bank_Address: d.bank_address,
        bank_Branch: d.bank_branch,
        paN_No: d.pan_no,
        swifT_Code: d.swift_code,
        rtgS_IFCS_Code: d.rtgs_ifsc_code,
        nefT_IFCS_Code: d.neft_ifsc_code,
        micR_Code: d.micr_code,
        crossed_Chequee: d.crossed_cheque_no,
        crossed_Chequee_File: documents.link(partnerId, file),
        is_draft: isBankDraft(row ?? null, file !== null),
      };
    },

    /** CP/BandDetails: the form replaces the fields (blank ones allowed); a new cheque file replaces the old one. */
    async updateBank(
      partnerId: number,
      fields: FormFields,
      file: UploadedFile | null,
    ): Promise<{ ok: true } | { ok: false; issues: FieldIssue[] }> {
      const form = checkBankForm(fields);
      if (!form.ok) return form;
      const existing = await findBankDetails(db, partnerId);
      const panTaken = { ok: false as const, issues: [{ path: '/paN_No', message: PARTNER_ERRORS.panTaken.message }] };
      if (form.value.pan_no !== '' && (await panHeldByAnother(db, partnerId, form.value.pan_no))) return panTaken;
      try {
        await withStored(file, (name) =>
          saveBankDetails(db, {
            partner_id: partnerId,
            ...form.value,
            crossed_cheque_file: name ?? existing?.crossed_cheque_file ?? null,
            updated_at: clock().toISOString(),
          }),
        );
      } catch (error) {
        // Two partners saving one PAN at once: the unique index lets one in.
        if (isUniqueViolation(error)) return panTaken;
        throw error;
      }
      if (file && existing?.crossed_cheque_file) await documents.remove(existing.crossed_cheque_file);
      // New payee details (account, IFSC, PAN or cheque) are reviewed again before any payout.
      const payeeChanged =
        file !== null ||
        !existing ||
        (['bank_account_no', 'neft_ifsc_code', 'rtgs_ifsc_code', 'pan_no'] as const).some(
          (key) => (existing[key] ?? '') !== (form.value[key] ?? ''),
        );
      await refreshKycStatus(db, partnerId, clock(), payeeChanged);
      return { ok: true };
    },

    /** The partner whose Aadhaar or crossed cheque is the stored document of this name; null for none. */
    async documentOwner(name: string): Promise<number | null> {
      return findDocumentOwner(db, name);
    },
  };
}

export type PartnerProfiles = ReturnType<typeof createPartnerProfiles>;
