import { describe, expect, it } from 'vitest';
import { checkBankForm, isBankDraft } from '../../domain/partner-forms.ts';
import { partnerCode } from '../../domain/partner-rules.ts';
import { STORED_DOCUMENT_PATTERN } from '../../services/uploads.ts';
import {
  DEMO_BANK_DETAILS,
  DEMO_NOTIFICATIONS,
  DEMO_PARTNERS,
  DEMO_VIDEOS,
  SEEDED_DOCUMENTS,
  notificationDate,
  videoEmbedUrl,
} from './partner-data.ts';

const form = (values: Record<string, string>) => new Map(Object.entries(values).map(([k, v]) => [k, [v]]));

describe('demo partner data', () => {
  it('gives every partner the code of its level and id, and Generals a Master', () => {
    for (const p of DEMO_PARTNERS) {
      expect(p.code).toBe(partnerCode(p.level, p.id));
      if (p.level === 2) expect(DEMO_PARTNERS.find((m) => m.id === p.masterId)?.level).toBe(1);
      else expect(p.masterId).toBeNull();
    }
    expect(new Set(DEMO_PARTNERS.map((p) => p.email)).size).toBe(DEMO_PARTNERS.length);
  });

  it("has Rohan's bank details complete and valid, and Kavya's a draft", () => {
    const [rohan, kavya] = DEMO_BANK_DETAILS;
    const asForm = (b: typeof rohan | typeof kavya) =>
      form({
        bank_Name: b.bank_name,
        bank_Account_No: b.bank_account_no,
        bank_Account_Type: b.bank_account_type,
        bank_City: b.bank_city,
        bank_Address: b.bank_address,
        bank_Branch: b.bank_branch,
        paN_No: b.pan_no,
        swifT_Code: b.swift_code,
        rtgS_IFCS_Code: b.rtgs_ifsc_code,
        nefT_IFCS_Code: b.neft_ifsc_code,
        micR_Code: b.micr_code,
        crossed_Chequee: b.crossed_cheque_no,
      });
    const checked = checkBankForm(asForm(rohan));
    expect(checked.ok).toBe(true);
    expect(checked.ok && isBankDraft(checked.value, rohan.crossed_cheque_file !== null)).toBe(false);
    const draft = checkBankForm(asForm(kavya));
    expect(draft.ok && isBankDraft(draft.value, kavya.crossed_cheque_file !== null)).toBe(true);
  });

  it('names specimen documents the store accepts', () => {
    for (const d of SEEDED_DOCUMENTS) expect(d.name).toMatch(STORED_DOCUMENT_PATTERN);
    expect(DEMO_PARTNERS[0]?.aadhaarFile).toBe(SEEDED_DOCUMENTS[0]?.name);
    expect(DEMO_BANK_DETAILS[0].crossed_cheque_file).toBe(SEEDED_DOCUMENTS[1]?.name);
  });

  it('dates three of six notifications within the last 30 days of the seed', () => {
    const seededAt = new Date('2026-03-01T10:00:00.000Z');
    const recent = DEMO_NOTIFICATIONS.filter(
      (n) => seededAt.getTime() - new Date(notificationDate(seededAt, n.daysAgo)).getTime() <= 30 * 24 * 3600_000,
    );
    expect([DEMO_NOTIFICATIONS.length, recent.length]).toEqual([6, 3]);
  });

  it('links six embeddable videos', () => {
    expect(DEMO_VIDEOS.map((v) => videoEmbedUrl(v.id))).toHaveLength(6);
    for (const v of DEMO_VIDEOS)
      expect(videoEmbedUrl(v.id)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  });
});
