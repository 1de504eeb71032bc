// Partner.earnings through the gateway: Rohan's totals per state to the paisa, twelve months,
// paging of the transactions and of the payouts, the portal's date format, the hold message while
// his KYC awaits review, signed links, and BAD_USER_INPUT for a date that does not exist or a page
// out of range (no upstream call).
import { describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { PartnerEarningsDocument } from './generated/graphql.ts';
import { ROHAN, SPEC_DATE, asPartner, partnerData, partnerLogin } from './partner.ts';

const { upstream, gateway } = useShop();

describe('Partner.earnings', () => {
  it('answers the totals, months, transactions, hold and links', async () => {
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    const { earnings } = (await partnerData(gateway, rohan, PartnerEarningsDocument, { first: 1 })).partner;
    expect(earnings.totals).toEqual({
      pending: { count: 1, amount: { amount: 1107.67 } },
      approved: { count: 1, amount: { amount: 1443.87 } },
    });
    expect(earnings.months).toHaveLength(12);
    expect(earnings.transactions).toMatchObject({ totalCount: 2, pageCount: 2 });
    expect(earnings.transactions.nodes[0]!.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(SPEC_DATE.test(`${earnings.transactions.nodes[0]!.date} 00:00:00`)).toBe(true);
    expect(earnings.hold).toEqual({
      code: 'KYC_IN_REVIEW',
      message: 'Payment is held while we review your KYC details.',
    });
    expect(earnings.transactionsCsvUrl).toMatch(
      /^\/files\/cp-earnings\/\d+\/transactions\.csv\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(earnings.statements.map((s) => s.month)).toContain('2026-09');
  });

  it('refuses a date that does not exist before calling upstream', async () => {
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    const result = await asPartner(gateway, rohan, PartnerEarningsDocument, { from: '2026-02-30' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages the payouts newest month first', async () => {
    const rohan = await partnerLogin(gateway, ROHAN.email);
    await withTestDb(upstream, async (db) => {
      const partner = await db.get<{ id: number }>('SELECT id FROM channel_partners WHERE email = ?', ROHAN.email);
      for (const [period, paidAt] of [
        ['2026-06', '2026-07-03T05:00:00.000Z'],
        ['2026-07', '2026-08-03T05:00:00.000Z'],
        ['2026-08', null],
      ] as const) {
        const run = await db.kysely
          .insertInto('partner_payout_runs')
          .values({ period, total: 10, created_by: null, created_at: `${period}-28T00:00:00.000Z` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.kysely
          .insertInto('partner_payouts')
          .values({
            run_id: run.id,
            partner_id: partner!.id,
            amount: 10,
            incentive_count: 1,
            status: paidAt ? 'paid' : 'pending',
            bank_reference: paidAt ? `UTR${period}` : null,
            paid_at: paidAt,
            paid_by: null,
            created_at: `${period}-28T00:00:00.000Z`,
          })
          .execute();
      }
    });
    const vars = { payoutFirst: 2 };
    const first = (await partnerData(gateway, rohan.partnerToken, PartnerEarningsDocument, vars)).partner.earnings;
    expect(first.payouts).toMatchObject({ totalCount: 3, page: 1, pageCount: 2 });
    expect(first.payouts.nodes.map((p) => [p.period, p.paid])).toEqual([
      ['2026-08', false],
      ['2026-07', true],
    ]);
    const second = (await partnerData(gateway, rohan.partnerToken, PartnerEarningsDocument, { ...vars, payoutPage: 2 }))
      .partner.earnings;
    expect(second.payouts).toEqual({
      totalCount: 3,
      page: 2,
      pageCount: 2,
      nodes: [{ period: '2026-06', paid: true, paidDate: '03-07-2026', bankReference: 'UTR2026-06' }],
    });
  });

  it('refuses a page of payouts out of range before calling upstream', async () => {
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    for (const vars of [{ payoutPage: 0 }, { payoutFirst: 101 }]) {
      const result = await asPartner(gateway, rohan, PartnerEarningsDocument, vars);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
