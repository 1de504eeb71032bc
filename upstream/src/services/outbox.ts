// The message outbox: every message (OTP by SMS or mail, reset links, order mails) becomes a row of
// `outbox` first; then it is handed, once, to the message provider of its channel
// (providers/message/: SMTP for mail when configured, else record only, where the row is the
// message). A change never waits on a delivery; a failed one is reported (logged by app.ts) and the
// row stays.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Message, MessageChannel, MessageProvider } from '../providers/message/message-provider.ts';
import type { Clock } from './clock.ts';

export type OutboxMessage = Message;

export interface Outbox {
  /** Writes the row and starts its delivery by the channel's provider; answers the row id. */
  send(message: OutboxMessage): Promise<number>;
  /** Waits for the deliveries under way (used on close and by tests). */
  flush(): Promise<void>;
  /** Waits for the deliveries under way, then closes the providers. */
  close(): Promise<void>;
}

export interface OutboxOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The provider of each channel (message-providers.ts). */
  providers: Readonly<Record<MessageChannel, MessageProvider>>;
  onDeliveryError?: (reason: string, message: OutboxMessage, provider: string) => void;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const inFlight = new Set<Promise<void>>();

  function deliver(message: OutboxMessage, id: number): void {
    const provider = options.providers[message.channel];
    const delivery = provider
      .send({ ...message, id })
      .catch((error: unknown) => ({ kind: 'failed' as const, reason: String(error) }))
      .then((result) => {
        if (result.kind === 'failed') options.onDeliveryError?.(result.reason, message, provider.name);
      })
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  const flush = async () => {
    await Promise.all([...inFlight]);
  };

  return {
    async send(message) {
      const row = await options.db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          body: message.body,
          created_at: options.clock().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      deliver(message, row.id);
      return row.id;
    },
    flush,
    async close() {
      await flush();
      await Promise.all([...new Set(Object.values(options.providers))].map((p) => p.close()));
    },
  };
}

/** The newest messages to one address or number, newest first. */
export function recentMessages(db: Kysely<Database>, to: string, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
