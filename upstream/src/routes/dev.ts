// Development and test helpers, registered only when NODE_ENV is not production: the outbox.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseContact } from '@shop/commerce/contact';
import type { AppContext } from '../services/app-context.ts';
import { recentMessages } from '../services/outbox.ts';
import { OutboxEntry, OutboxQuery } from './schemas/account.ts';
import { ErrorBody } from './schemas/common.ts';

const OUTBOX_LIMIT = 20;

export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Newest messages to an address or number, newest first (not in production)',
        querystring: OutboxQuery,
        response: { 200: z.array(OutboxEntry), 400: ErrorBody },
      },
    },
    async (request) => {
      const to = parseContact(request.query.to)?.value ?? request.query.to.trim();
      const rows = await recentMessages(ctx.db, to, OUTBOX_LIMIT);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel === 'email' ? ('email' as const) : ('sms' as const),
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        created_at: r.created_at,
      }));
    },
  );
};
