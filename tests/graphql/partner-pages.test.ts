// The partner portal's pages through the gateway on a real upstream: every page field, walked a row
// at a time, is its whole list in the same order with its count and page count; bounds outside the
// schema's are BAD_USER_INPUT; the same page asked twice is one upstream call; nominationsPage is
// Master-only.
import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  PartnerListPagesDocument,
  PartnerNominationsPageDocument,
  PartnerTransactionsPageDocument,
  PartnerTransactionsPageTwiceDocument,
  PartnerWholeListsDocument,
  type PartnerListPagesQuery,
} from './generated/graphql.ts';
import { KAVYA, ROHAN, accessError, asPartner, partnerData, partnerLogin } from './partner.ts';

const { gateway } = useShop();
let rohan: string;
let kavya: string;

beforeAll(async () => {
  rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
  kavya = (await partnerLogin(gateway, KAVYA.email)).partnerToken;
});

type Pages = PartnerListPagesQuery['partner'];
const LISTS = [
  ['transactions', 'transactionsPage'],
  ['incentives', 'incentivesPage'],
  ['incentiveHistory', 'incentiveHistoryPage'],
  ['sharedCoupons', 'sharedCouponsPage'],
  ['nominations', 'nominationsPage'],
  ['subPartners', 'subPartnersPage'],
  ['notifications', 'notificationsPage'],
] as const;

const REORDERED: ReadonlySet<string> = new Set(['transactions', 'incentives', 'subPartners']);
const keyOf = (node: { orderId: string } | { id: string }) => ('orderId' in node ? node.orderId : node.id);

describe('Partner page fields', () => {
  it('walk each whole list a row a page, with its count and page count', async () => {
    const whole = (await partnerData(gateway, rohan, PartnerWholeListsDocument)).partner;
    const longest = Math.max(...LISTS.map(([list]) => whole[list].length));
    const walked = new Map<string, string[]>(LISTS.map(([list]) => [list, []]));
    for (let page = 1; page <= longest + 1; page += 1) {
      const pages: Pages = (await partnerData(gateway, rohan, PartnerListPagesDocument, { page, size: 1 })).partner;
      for (const [list, field] of LISTS) {
        const total = whole[list].length;
        expect(pages[field], `${field} ${page}`).toMatchObject({
          totalCount: total,
          page,
          pageCount: Math.max(1, total),
        });
        expect(pages[field].nodes.length).toBe(page <= total ? 1 : 0);
        walked.get(list)!.push(...pages[field].nodes.map(keyOf));
      }
    }
    for (const [list] of LISTS) {
      expect(whole[list].length, `the seed gives Rohan some ${list}`).toBeGreaterThan(0);
      const expected = whole[list].map(keyOf);
      // The referred orders' pages run newest sale first (the unpaged lists by order date), the
      // General partners' newest first (the unpaged list oldest first); the others as their lists.
      if (REORDERED.has(list)) expect([...walked.get(list)!].sort()).toEqual([...expected].sort());
      else expect(walked.get(list)).toEqual(expected);
    }
  });

  it('answer ten rows a page by default', async () => {
    const pages = (await partnerData(gateway, rohan, PartnerListPagesDocument, {})).partner;
    for (const [, field] of LISTS) {
      expect(pages[field].page).toBe(1);
      expect(pages[field].nodes.length).toBe(Math.min(10, pages[field].totalCount));
    }
  });

  it('refuse a page before the first, past 10000, or of more than 50 rows', async () => {
    for (const variables of [{ page: 0 }, { page: 10_001 }, { size: 0 }, { size: 51 }]) {
      const { body } = await asPartner(gateway, rohan, PartnerTransactionsPageDocument, variables);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(body.data?.partner ?? null).toBeNull();
    }
  });

  it('ask upstream once for the same page asked twice', async () => {
    const result = await asPartner(gateway, rohan, PartnerTransactionsPageTwiceDocument);
    expect(result.body.errors).toBeUndefined();
    expect(result.headers.get('x-upstream-calls')).toBe('1');
  });

  it('refuse nominationsPage to a General partner (FORBIDDEN)', async () => {
    const result = await asPartner(gateway, kavya, PartnerNominationsPageDocument);
    expect(accessError(result).code).toBe('FORBIDDEN');
  });
});
