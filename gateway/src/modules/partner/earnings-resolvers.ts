// Partner.earnings: the viewer's earnings from upstream's CP/earnings, its filters checked at the
// edge (BAD_USER_INPUT for a date that does not exist or a page or page size out of range), its
// transactions and payouts each answered as a page with totalCount and pageCount.
import { z } from 'zod';
import { pageCount } from '@shop/commerce/catalog/paging';
import { isCalendarDate } from '@shop/commerce/shop-time';
import type { PartnerResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';

const dateInput = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), 'A date is YYYY-MM-DD.')
  .nullish()
  .transform((v) => v || undefined);
const pageInput = z.number().int().min(1).max(100_000);
const firstInput = z.number().int().min(1).max(100);

export const EarningsPartner: Pick<PartnerResolvers, 'earnings'> = {
  earnings: async (partner, args, context) => {
    const from = parseInput(dateInput, args.from, 'from');
    const to = parseInput(dateInput, args.to, 'to');
    const page = parseInput(pageInput, args.page ?? 1, 'page');
    const first = parseInput(firstInput, args.first ?? 20, 'first');
    const payoutPage = parseInput(pageInput, args.payoutPage ?? 1, 'payoutPage');
    const payoutFirst = parseInput(firstInput, args.payoutFirst ?? 12, 'payoutFirst');
    const answer = await context.clients.partnerProgram.earnings(partner.token, {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(args.status ? { status: args.status } : {}),
      page,
      first,
      payoutPage,
      payoutFirst,
    });
    return {
      ...answer,
      transactions: {
        nodes: answer.transactions,
        totalCount: answer.transactionTotal,
        page,
        pageCount: pageCount(answer.transactionTotal, first),
      },
      payouts: {
        nodes: answer.payouts,
        totalCount: answer.payoutTotal,
        page: payoutPage,
        pageCount: pageCount(answer.payoutTotal, payoutFirst),
      },
    };
  },
};
