// Definitions of the partner program seed (step 'partner-program'): each demo partner's incentive
// table history (the last entry is the table in force), the coupons Rohan and Kavya shared, the
// orders Priya placed with some of them, and Rohan's nominations. Partners and customers are named
// by email; ids are looked up. Dates are fixed, except those `daysAgo` the seed time (links that
// must still work on a fresh start).
export interface RatesDef {
  at: string;
  txt_v5_1: number;
  txt_v5_1_1: number;
  txt_discount1: number;
}

export const ROHAN = 'rohan.cp@example.com';
export const KAVYA = 'kavya.cp@example.com';
export const ARJUN = 'arjun.cp@example.com';
export const MEERA = 'meera.cp@example.com';
export const PRIYA = 'priya@example.com';

/** When the demo partners joined (their first table). */
export const JOINED = '2025-08-01T09:00:00.000Z';

/** Each partner's table over time, oldest first (hidden fields 0, max discount 35). */
export const TABLE_HISTORY: ReadonlyArray<{ email: string; history: readonly RatesDef[] }> = [
  {
    email: ROHAN,
    history: [
      { at: JOINED, txt_v5_1: 10, txt_v5_1_1: 5, txt_discount1: 10 },
      { at: '2026-03-15T10:30:00.000Z', txt_v5_1: 12, txt_v5_1_1: 5, txt_discount1: 10 },
    ],
  },
  {
    email: KAVYA,
    history: [
      { at: JOINED, txt_v5_1: 8, txt_v5_1_1: 5, txt_discount1: 10 },
      { at: '2026-04-02T06:45:00.000Z', txt_v5_1: 8, txt_v5_1_1: 7, txt_discount1: 12 },
    ],
  },
  { email: ARJUN, history: [{ at: JOINED, txt_v5_1: 10, txt_v5_1_1: 6, txt_discount1: 10 }] },
  {
    email: MEERA,
    history: [
      { at: JOINED, txt_v5_1: 15, txt_v5_1_1: 5, txt_discount1: 10 },
      { at: '2026-06-10T12:00:00.000Z', txt_v5_1: 15, txt_v5_1_1: 5, txt_discount1: 12 },
    ],
  },
];

export interface ShareDef {
  key: string;
  sharer: string;
  recipient: string;
  name: string;
  message: string;
  /** A fixed date, or days before the seed time (the open coupon stays usable on a fresh start). */
  at: string | { daysAgo: number };
}

export const SHARES: readonly ShareDef[] = [
  {
    key: 'rohan-priya',
    sharer: ROHAN,
    recipient: PRIYA,
    name: 'Priya Nair',
    at: '2026-09-05T06:30:00.000Z',
    message: 'Hi Priya, here is my Lumen discount for the watch you liked.',
  },
  {
    key: 'kavya-priya',
    sharer: KAVYA,
    recipient: PRIYA,
    name: 'Priya Nair',
    at: '2026-09-28T11:00:00.000Z',
    message: 'Priya, a discount on the Aura Ring as promised.',
  },
  {
    key: 'kavya-aarav',
    sharer: KAVYA,
    recipient: 'aarav@example.com',
    name: 'Aarav Sharma',
    at: { daysAgo: 5 },
    message: 'Hello Aarav, a discount on any Lumen device for you.',
  },
];

export interface PartnerOrderDef {
  share: string;
  date: string;
  /** When it was delivered (its incentive is then approved after the return window); absent: placed. */
  deliveredAt?: string;
  /** Device lines; each gets its offer products as lines of their own, as CreateOrderNew does. */
  lines: ReadonlyArray<{ productId: number; colorId: number; size?: string; units: number }>;
}

/** Priya's orders with the shared coupons (cash on delivery, Success; the first delivered), the coupon on every device line. */
export const PARTNER_ORDERS: readonly PartnerOrderDef[] = [
  {
    share: 'rohan-priya',
    date: '2026-09-12T07:20:00.000Z',
    deliveredAt: '2026-09-15T10:00:00.000Z',
    lines: [{ productId: 201, colorId: 2011, units: 1 }],
  },
  {
    share: 'kavya-priya',
    date: '2026-10-03T13:05:00.000Z',
    lines: [{ productId: 101, colorId: 1011, size: '7', units: 1 }],
  },
];

export interface NominationDef {
  nominator: string;
  name: string;
  email: string;
  rates: Omit<RatesDef, 'at'>;
  message: string;
  at: string | { daysAgo: number };
  /** The partner who joined through it (Joined), or null (Nominated). */
  joinedEmail: string | null;
}

export const NOMINATIONS: readonly NominationDef[] = [
  {
    nominator: ROHAN,
    name: 'Arjun Das',
    email: ARJUN,
    rates: { txt_v5_1: 10, txt_v5_1_1: 6, txt_discount1: 10 },
    at: '2025-07-20T05:30:00.000Z',
    message: 'Arjun, join my channel partner team at Lumen.',
    joinedEmail: ARJUN,
  },
  {
    nominator: ROHAN,
    name: 'Sneha Kulkarni',
    email: 'sneha.nominee@example.com',
    rates: { txt_v5_1: 9, txt_v5_1_1: 6, txt_discount1: 10 },
    at: { daysAgo: 2 },
    message: 'Sneha, I would like you to join the Lumen channel partner program.',
    joinedEmail: null,
  },
];

/** The share or nomination date: fixed, or days before the seed time. */
export function seedDate(at: string | { daysAgo: number }, seededAt: Date): string {
  return typeof at === 'string' ? at : new Date(seededAt.getTime() - at.daysAgo * 24 * 60 * 60 * 1000).toISOString();
}

/** The entry of a history in force at an instant (the last one at or before it). */
export function ratesAt(history: readonly RatesDef[], at: string): RatesDef | undefined {
  return [...history].filter((h) => h.at <= at).pop();
}
