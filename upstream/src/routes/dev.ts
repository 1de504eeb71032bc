// Development and test helpers, registered only when NODE_ENV is not production: the outbox, and
// an offset on upstream's clock so that a journey can let a return window pass.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseContact } from '@shop/commerce/contact';
import type { AppContext } from '../services/app-context.ts';
import type { OffsetClock } from '../services/clock.ts';
import { recentMessages } from '../services/outbox.ts';
import { OutboxEntry, OutboxQuery } from './schemas/account.ts';
import { ErrorBody } from './schemas/common.ts';

const OUTBOX_LIMIT = 20;

const ClockState = z.object({ now: z.string().describe('ISO 8601'), offset_ms: z.number().int() });
/** At most ten years either way. */
const MAX_OFFSET_MS = 10 * 366 * 24 * 60 * 60 * 1000;

export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; clock: OffsetClock }> = async (
  app,
  { ctx, clock },
) => {
  const clockState = () => ({ now: ctx.clock().toISOString(), offset_ms: clock.offsetMs() });

  app.get(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "Upstream's clock and its offset (not in production)",
        response: { 200: ClockState },
      },
    },
    async () => clockState(),
  );

  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "Moves upstream's clock: now = system time + offset_ms (0 resets; not in production)",
        body: z.object({ offset_ms: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) }),
        response: { 200: ClockState, 400: ErrorBody },
      },
    },
    async (request) => {
      clock.setOffset(request.body.offset_ms);
      return clockState();
    },
  );

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
