// Partner.earnings through the gateway: Rohan's totals per state to the paisa, twelve months,
// paging, the portal's date format, the hold message while his KYC awaits review, signed links,
// and BAD_USER_INPUT for a date that does not exist (no upstream call).
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { PartnerEarningsDocument } from './generated/graphql.ts';
import { ROHAN, SPEC_DATE, asPartner, partnerData, partnerLogin } from './partner.ts';

const { gateway } = useShop();

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
});
