// Partner.earnings: the viewer's earnings from upstream's CP/earnings, its filters checked at the
// edge (BAD_USER_INPUT for a date that does not exist or a page out of range).
import { z } from 'zod';
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
    const answer = await context.clients.partnerProgram.earnings(partner.token, {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(args.status ? { status: args.status.toLowerCase() } : {}),
      page,
      first,
    });
    return {
      ...answer,
      transactions: {
        nodes: answer.transactions,
        totalCount: answer.transactionTotal,
        page,
        pageCount: Math.max(1, Math.ceil(answer.transactionTotal / first)),
      },
    };
  },
};
