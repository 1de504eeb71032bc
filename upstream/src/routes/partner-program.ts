// Channel partner routes of issue 7 (referred orders and incentives, incentive tables,
// nominations, coupon sharing, sub-partners). Contract: upstream/README.md, "Channel partner portal".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../services/app-context.ts';

export const partnerProgramRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, _options) => {};
