// The partner queries: the logged-in partner (access decided by auth/require-partner.ts; no
// upstream call until a field asks), and the public lists of the portal: videos, salutations, the
// program's default rates, a nomination by the token of its join link.
import { requirePartner } from '../../auth/require-partner.ts';
import { requireWithinRateLimit } from '../../auth/throttle.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../rest/create-loader.ts';
import { inviteTokenInput } from './inputs.ts';

export const Query: QueryResolvers = {
  partner: (_parent, _args, context) => {
    const { token, partnerId, level } = requirePartner(context);
    return { token, id: partnerId, level };
  },

  partnerCaptcha: (_parent, _args, { clients }) => clients.partner.captcha(),

  partnerVideos: (_parent, _args, { loaders }) => loaders.partner.videos.load(ALL),

  salutations: (_parent, _args, { loaders }) => loaders.partner.salutations.load(ALL),

  partnerProgramDefaults: (_parent, _args, { loaders }) => loaders.partner.programDefaults.load(ALL),

  /** Null for a token that is unknown, used or expired, and without a call for one that cannot be a token. */
  nominationInvite: async (_parent, args, context) => {
    const token = inviteTokenInput.safeParse(args.token);
    if (!token.success) return null;
    await requireWithinRateLimit(context, 'nominationInvite', null);
    return context.loaders.partner.nominationInvite.load(token.data);
  },
};
