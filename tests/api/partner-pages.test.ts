// Contract of the partner portal's paged lists (extensions beside the spec's unpaged routes): a
// page of ?size= rows from ?page=, newest first with ties by id, and the count of all; the pages
// together are the unpaged list; bad page or size is 400; nominations are the Master's only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { KAVYA, ROHAN, partnerGet, partnerPost } from './partner-helpers.ts';
import { session, type PartnerSession } from './partner-program-helpers.ts';

let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let kavya: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  [rohan, kavya] = await Promise.all([session(api, ROHAN.email), session(api, KAVYA.email)]);
});
afterAll(() => upstream?.close());

type Row = Record<string, unknown>;
const Page = z.object({ items: z.array(z.record(z.string(), z.unknown())), total: z.number().int() });

interface PagedList {
  name: string;
  paged: string;
  unpaged: string;
  method: 'GET' | 'POST';
  /** The rows of an unpaged answer. */
  rows: (body: unknown) => Row[];
  /** A row's identity, and its date when the row carries the one the list is ordered by. */
  key: (row: Row) => string;
  date?: (row: Row) => string;
}

const LISTS: PagedList[] = [
  {
    name: 'referred orders',
    paged: 'CP/cp_order_details_page',
    unpaged: 'CP/cp_order_details',
    method: 'GET',
    rows: (body) => body as Row[],
    key: (r) => String(r.order_id_new),
  },
  {
    name: 'incentives',
    paged: 'CP/cp_incentive_details_page',
    unpaged: 'CP/cp_incentive_details',
    method: 'GET',
    rows: (body) => body as Row[],
    key: (r) => String(r.order_id_new),
  },
  {
    name: 'shared coupons',
    paged: 'CP/Cp_Refer_list_page',
    unpaged: 'CP/Cp_Refer_list',
    method: 'POST',
    rows: (body) => body as Row[],
    key: (r) => String(r.id),
    date: (r) => String(r.c_date),
  },
  {
    name: 'nominations',
    paged: 'CP/Cp_Nomination_list_page',
    unpaged: 'CP/Cp_Nomination_list',
    method: 'POST',
    rows: (body) => body as Row[],
    key: (r) => String(r.id),
    date: (r) => String(r.c_date),
  },
  {
    name: 'General partners',
    paged: 'CP/details_page',
    unpaged: 'CP/details',
    method: 'GET',
    rows: (body) => (body as { details: Row[] }).details,
    key: (r) => String(r.id),
  },
  {
    name: 'notifications',
    paged: 'CP/CP_NOTIFICATION_page',
    unpaged: 'CP/CP_NOTIFICATION',
    method: 'GET',
    rows: (body) => body as Row[],
    key: (r) => String(r.id),
    date: (r) => String(r.c_date),
  },
  {
    name: 'incentive history',
    paged: 'CP/cp_incentive_history_page',
    unpaged: 'CP/cp_incentive_history',
    method: 'GET',
    rows: (body) => body as Row[],
    key: (r) => String(r.id),
    date: (r) => String(r.changE_DATE),
  },
];

async function pageOf(list: PagedList, token: string, query: string) {
  const answer = await partnerGet(`${api}/${list.paged}?${query}`, token);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const body = answer.body as { items?: unknown; details?: unknown; total: number };
  return Page.parse({ items: body.items ?? body.details, total: body.total });
}

describe.each(LISTS)('GET /api/$paged', (list) => {
  it('answers the unpaged list in pages of ?size= rows, newest first, with the count of all', async () => {
    const all = await (list.method === 'GET' ? partnerGet : partnerPost)(`${api}/${list.unpaged}`, rohan.token);
    expect(all.status).toBe(200);
    const expected = list.rows(all.body);
    expect(expected.length, `the seed gives Rohan some ${list.name}`).toBeGreaterThan(0);

    const walked: Row[] = [];
    const first = await pageOf(list, rohan.token, 'page=1&size=1');
    expect(first.total).toBe(expected.length);
    for (let page = 1; page <= first.total; page += 1) {
      const answer = await pageOf(list, rohan.token, `page=${page}&size=1`);
      expect(answer.items).toHaveLength(1);
      walked.push(...answer.items);
    }
    expect(walked.map(list.key).sort()).toEqual(expected.map(list.key).sort());
    expect(new Set(walked.map(list.key)).size).toBe(walked.length);
    if (list.date) {
      const keys = walked.map((r) => [list.date!(r), Number(r.id)] as const);
      const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
      expect(keys).toEqual(sorted);
    }

    const past = await pageOf(list, rohan.token, `page=${first.total + 1}&size=1`);
    expect(past).toEqual({ items: [], total: expected.length });
    const whole = await pageOf(list, rohan.token, '');
    expect(whole.items.map(list.key)).toEqual(walked.slice(0, 10).map(list.key));
  });

  it('refuses a page or size out of range, or not a whole number (400)', async () => {
    for (const query of ['page=0', 'page=10001', 'size=0', 'size=51', 'page=1.5', 'size=ten'])
      expect((await partnerGet(`${api}/${list.paged}?${query}`, rohan.token)).status, query).toBe(400);
  });

  it('needs a partner token (401)', async () => {
    expect((await partnerGet(`${api}/${list.paged}`, null)).status).toBe(401);
  });
});

describe('GET /api/CP/Cp_Nomination_list_page', () => {
  it('refuses a General partner (403)', async () => {
    expect((await partnerGet(`${api}/CP/Cp_Nomination_list_page`, kavya.token)).status).toBe(403);
  });
});
