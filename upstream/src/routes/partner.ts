// Channel partner routes of issue 6 (login, profile and KYC, bank details, notifications,
// videos, support, passwords, salutations). Contract: upstream/README.md, "Channel partner portal".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../services/app-context.ts';

export const partnerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, _options) => {};
