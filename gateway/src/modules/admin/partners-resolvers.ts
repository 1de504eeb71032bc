// The console's partner program: Admin.partners, Admin.partner (its table history paged),
// Admin.partnerPayouts, Admin.payoutRun (a page of its payouts, its bank file link), and the four
// changes (KYC review, status, payout run, payout paid). A partner or run comes with its first page;
// another page is one more call. Inputs are checked at the edge; upstream's refusals are userErrors.
import { z } from 'zod';
import type { Resolvers, UserError } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { pageArgs, toPage } from './paging.ts';
import { type Refused } from './partners-client.ts';
import { HISTORY_FIRST_PAGE, type PayoutPageArgs } from './partners-mapping.ts';

const idInput = z.coerce.number().int().min(1).max(2_147_483_647);
const searchInput = z.string().trim().max(120).nullish();
const noteInput = z.string().max(1000).nullish();

const refusalError = (refusal: Refused, fallbackField: string): UserError => ({
  field: ['input', refusal.field ?? fallbackField],
  message: refusal.message ?? 'This change was refused.',
  code: refusal.code ?? 'REFUSED',
});

const STATUS_NAMES = { ACTIVE: 'Active', PENDING: 'Pending', SUSPENDED: 'Suspended' } as const;
const KYC_NAMES = {
  INCOMPLETE: 'incomplete',
  SUBMITTED: 'submitted',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const;

export const partnersAdminResolvers: Resolvers = {
  Admin: {
    partners: async (_parent, args, { clients }) => {
      const paging = pageArgs(args);
      const search = parseInput(searchInput, args.search, 'search') || undefined;
      const answer = await clients.admin.partners.list({
        ...paging,
        search,
        status: args.status ? STATUS_NAMES[args.status] : undefined,
        kyc: args.kyc ? KYC_NAMES[args.kyc] : undefined,
        master: args.master ? parseInput(idInput, args.master, 'master') : undefined,
      });
      return toPage(answer, paging);
    },

    partner: async (_parent, args, { clients }) => {
      const id = idInput.safeParse(args.id);
      return id.success ? clients.admin.partners.detail(id.data) : null;
    },

    partnerPayouts: async (_parent, args, { clients }) => {
      const paging = pageArgs(args);
      const answer = await clients.admin.partners.payouts(paging);
      return { ...answer, runs: toPage(answer.runs, paging) };
    },

    payoutRun: async (_parent, args, { clients }) => {
      const id = idInput.safeParse(args.id);
      return id.success ? clients.admin.partners.run(id.data) : null;
    },
  },

  AdminPartner: {
    tableHistory: async (parent, args, { clients }) => {
      const asked = pageArgs(args);
      const page =
        asked.page === HISTORY_FIRST_PAGE.page && asked.first === HISTORY_FIRST_PAGE.first
          ? parent.historyPage
          : ((await clients.admin.partners.tableHistory(Number(parent.id), asked)) ?? {
              items: [],
              total: 0,
            });
      return toPage(page, asked);
    },
  },

  AdminPayoutRun: {
    payouts: async (parent, args, { clients }) => {
      const asked: PayoutPageArgs = {
        ...pageArgs(args),
        status: args.status ? (args.status === 'PAID' ? 'paid' : 'pending') : undefined,
      };
      const loaded = parent.payoutPageArgs;
      const same = loaded.page === asked.page && loaded.first === asked.first && loaded.status === asked.status;
      const page = same
        ? parent.payoutPage
        : ((await clients.admin.partners.run(Number(parent.id), asked))?.payoutPage ?? {
            items: [],
            total: 0,
          });
      return toPage(page, asked);
    },
    bankFile: (parent, _args, { clients }) => clients.admin.partners.bankFile(Number(parent.id)),
  },

  Mutation: {
    adminReviewPartnerKyc: async (_parent, { input }, { clients }) => {
      const id = parseInput(idInput, input.id, 'input');
      const note = parseInput(noteInput, input.note, 'input') ?? null;
      const result = await clients.admin.partners.reviewKyc(
        id,
        input.decision === 'APPROVE' ? 'approve' : 'reject',
        note,
      );
      return result.kind === 'ok'
        ? { partner: result.partner, userErrors: [] }
        : { partner: null, userErrors: [refusalError(result, 'id')] };
    },

    adminSetPartnerStatus: async (_parent, { input }, { clients }) => {
      const id = parseInput(idInput, input.id, 'input');
      const note = parseInput(noteInput, input.note, 'input') ?? null;
      if (input.status === 'PENDING')
        return {
          partner: null,
          userErrors: [{ field: ['input', 'status'], message: 'Choose Active or Suspended.', code: 'BAD_STATUS' }],
        };
      const result = await clients.admin.partners.setStatus(id, STATUS_NAMES[input.status], note);
      return result.kind === 'ok'
        ? { partner: result.partner, userErrors: [] }
        : { partner: null, userErrors: [refusalError(result, 'id')] };
    },

    adminCreatePayoutRun: async (_parent, { period }, { clients }) => {
      const month = parseInput(z.string().trim().max(7), period, 'period');
      const result = await clients.admin.partners.createRun(month);
      return result.kind === 'ok'
        ? { run: result.run, payout: null, userErrors: [] }
        : { run: null, payout: null, userErrors: [{ ...refusalError(result, 'period'), field: ['period'] }] };
    },

    adminMarkPayoutPaid: async (_parent, { input }, { clients }) => {
      const payoutId = parseInput(idInput, input.payoutId, 'input');
      const reference = parseInput(z.string().max(100), input.reference, 'input');
      const result = await clients.admin.partners.markPaid(payoutId, reference);
      return result.kind === 'ok'
        ? { run: result.run, payout: result.payout, userErrors: [] }
        : { run: null, payout: null, userErrors: [refusalError(result, 'reference')] };
    },
  },
};
