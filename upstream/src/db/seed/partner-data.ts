// Demo channel partners (upstream/README.md, "Seed"): two Masters and two Generals under Rohan,
// their bank details, the specimen documents their records name, notifications and videos.
import { createHash } from 'node:crypto';
import type { SpecimenDocument } from '../../services/partner-specimen-pdf.ts';

export const PARTNER_DEMO_PASSWORD = 'Partner@123';
/** When the demo partners joined (and last set their passwords). */
export const PARTNERS_JOINED_AT = '2025-08-01T09:00:00.000Z';

export const SALUTATIONS = [
  { id: 1, salutation: 'Mr.' },
  { id: 2, salutation: 'Mrs.' },
  { id: 3, salutation: 'Ms.' },
  { id: 4, salutation: 'Dr.' },
] as const;

/** A stored-document name (32 hex characters) fixed for a seeded specimen. */
const specimenName = (key: string, ext: 'pdf') =>
  `${createHash('sha256').update(`seed-specimen:${key}`).digest('hex').slice(0, 32)}.${ext}`;

export const SEEDED_DOCUMENTS: ReadonlyArray<SpecimenDocument & { name: string }> = [
  {
    name: specimenName('rohan-aadhaar', 'pdf'),
    title: 'Aadhaar card (specimen)',
    lines: [
      'Name: Rohan Mehta',
      'Aadhaar number: XXXX XXXX 1234',
      'Address: 12, Sea Breeze, Hill Road, Bandra West, Mumbai 400050',
    ],
  },
  {
    name: specimenName('rohan-cheque', 'pdf'),
    title: 'Crossed cheque (specimen)',
    lines: [
      'HDFC Bank, Bandra West branch, Mumbai',
      'Account holder: Rohan Mehta',
      'Account number: 50100234567891',
      'IFSC: HDFC0000240    MICR: 400240015',
      'Cheque number: 000451',
      'A/C PAYEE ONLY - CANCELLED',
    ],
  },
];
const [ROHAN_AADHAAR_FILE, ROHAN_CHEQUE_FILE] = SEEDED_DOCUMENTS.map((d) => d.name);

export interface DemoPartner {
  id: number;
  code: string;
  level: 1 | 2;
  masterId: number | null;
  salutationId: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  stateId: number;
  city: string;
  address: string;
  pincode: string;
  refer: { name: string; email: string; phone: string };
  aadhaar: string | null;
  aadhaarFile: string | null;
  note: string;
}

const COMPANY_REFER = { name: 'Lumen Devices', email: 'partners@lumen.example', phone: '' };
const ROHAN_REFER = { name: 'Rohan Mehta', email: 'rohan.cp@example.com', phone: '9820012345' };

/** The demo partners; ids are fixed so each code is V5M/V5G and 1000 + the id. */
export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    id: 1,
    code: 'V5M1001',
    level: 1,
    masterId: null,
    salutationId: 1,
    name: 'Rohan',
    surname: 'Mehta',
    email: 'rohan.cp@example.com',
    phone: '9820012345',
    stateId: 21,
    city: 'Mumbai',
    address: '12, Sea Breeze, Hill Road, Bandra West',
    pincode: '400050',
    refer: COMPANY_REFER,
    aadhaar: '482915671234',
    aadhaarFile: ROHAN_AADHAAR_FILE ?? null,
    note: 'Master, bank details complete, 2 General partners',
  },
  {
    id: 2,
    code: 'V5G1002',
    level: 2,
    masterId: 1,
    salutationId: 3,
    name: 'Kavya',
    surname: 'Iyer',
    email: 'kavya.cp@example.com',
    phone: '9840012345',
    stateId: 31,
    city: 'Chennai',
    address: '4, Lake View Road, T. Nagar',
    pincode: '600017',
    refer: ROHAN_REFER,
    aadhaar: null,
    aadhaarFile: null,
    note: 'General under Rohan, bank details incomplete (draft)',
  },
  {
    id: 3,
    code: 'V5G1003',
    level: 2,
    masterId: 1,
    salutationId: 1,
    name: 'Arjun',
    surname: 'Das',
    email: 'arjun.cp@example.com',
    phone: '9830012345',
    stateId: 36,
    city: 'Kolkata',
    address: '27, Gariahat Road, Ballygunge',
    pincode: '700019',
    refer: ROHAN_REFER,
    aadhaar: null,
    aadhaarFile: null,
    note: "General under Rohan, joined through Rohan's nomination",
  },
  {
    id: 4,
    code: 'V5M1004',
    level: 1,
    masterId: null,
    salutationId: 2,
    name: 'Meera',
    surname: 'Pillai',
    email: 'meera.cp@example.com',
    phone: '9847012345',
    stateId: 17,
    city: 'Kochi',
    address: '9, Marine Drive, Ernakulam',
    pincode: '682031',
    refer: COMPANY_REFER,
    aadhaar: null,
    aadhaarFile: null,
    note: 'Master, no General partners, no bank details',
  },
];

export const DEMO_BANK_DETAILS = [
  {
    partner_id: 1,
    bank_name: 'HDFC Bank',
    bank_account_no: '50100234567891',
    bank_account_type: 'Savings',
    bank_city: 'Mumbai',
    bank_address: 'Ground Floor, Lotus Court, Turner Road, Bandra West',
    bank_branch: 'Bandra West',
    pan_no: 'ABCPM1234K',
    swift_code: 'HDFCINBB',
    rtgs_ifsc_code: 'HDFC0000240',
    neft_ifsc_code: 'HDFC0000240',
    micr_code: '400240015',
    crossed_cheque_no: '000451',
    crossed_cheque_file: ROHAN_CHEQUE_FILE ?? null,
  },
  {
    partner_id: 2,
    bank_name: 'State Bank of India',
    bank_account_no: '',
    bank_account_type: 'Savings',
    bank_city: 'Chennai',
    bank_address: '',
    bank_branch: 'T. Nagar',
    pan_no: '',
    swift_code: '',
    rtgs_ifsc_code: 'SBIN0001234',
    neft_ifsc_code: 'SBIN0001234',
    micr_code: '',
    crossed_cheque_no: '',
    crossed_cheque_file: null,
  },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Notifications, `daysAgo` counted back from the seed time (three within the last 30 days). */
export const DEMO_NOTIFICATIONS = [
  {
    daysAgo: 2,
    subject: 'Festive season incentive boost',
    html: '<p>Dear Partner,</p><p>From this week every order placed with your coupons earns an <b>extra 2% incentive</b> until the end of the month.</p><p>Share your coupons now from <i>Share Discount Coupon</i>.</p>',
  },
  {
    daysAgo: 9,
    subject: 'New: Lumen Ring 2 now available',
    html: '<p>The <b>Lumen Ring 2</b> is live on the shop in three finishes and sizes 6 to 13.</p><ul><li>7-day battery</li><li>Sleep and readiness scores</li><li>Water resistant to 100 m</li></ul>',
  },
  {
    daysAgo: 20,
    subject: 'Please complete your bank details',
    html: '<p>Incentives are released only to partners whose bank details are complete.</p><p>Open <b>Bank Details</b>, fill in every field and upload a crossed cheque.</p>',
  },
  {
    daysAgo: 45,
    subject: 'Incentive statement for last quarter',
    html: '<p>Your incentive statement for the last quarter is ready under <b>Incentive Details</b>.</p><p>Write to <a href="mailto:partners@lumen.example">partners@lumen.example</a> with any question.</p>',
  },
  {
    daysAgo: 75,
    subject: 'Partner training webinar',
    html: '<p>Join our 45-minute webinar on selling smart wearables.</p><ol><li>Product line-up</li><li>Sizing rings correctly</li><li>After-sales support</li></ol>',
  },
  {
    daysAgo: 120,
    subject: 'Welcome to the Lumen Channel Partner Program',
    html: '<h3>Welcome aboard!</h3><p>Thank you for joining the <b>Lumen Channel Partner Program</b>. Your QR code and referral link are on your home page.</p>',
  },
] as const;

export function notificationDate(seededAt: Date, daysAgo: number): string {
  return new Date(seededAt.getTime() - daysAgo * DAY_MS).toISOString();
}

export const DEMO_VIDEOS = [
  { title: 'Welcome to the Lumen Channel Partner Program', id: 'aqz-KE-bpKQ' },
  { title: 'How referral coupons work', id: 'YE7VzlLtp-4' },
  { title: 'Lumen Ring: sizing and fitting', id: 'eRsGyueVLvQ' },
  { title: 'Lumen Watch: features in five minutes', id: 'R6MlUcmOul8' },
  { title: 'Lumen Buds: pairing and care', id: 'WhWc3b3KhnY' },
  { title: 'Reading your incentive statement', id: 'TLkA0RELQ1g' },
] as const;

export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** One demo partner as the start banners print it: email, code and level. */
export const demoPartnerLogin = (p: DemoPartner): string =>
  `${p.email} (${p.code}, ${p.level === 1 ? 'Master' : 'General'})`;
