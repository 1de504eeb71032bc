// The message outbox: every message (OTP by SMS or mail, reset links) becomes a row of `outbox`;
// with SMTP_URL set, mails also go out through nodemailer (after the row is written; a failed
// delivery is logged and the row stays). SMS has no provider: the outbox row is the message.
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { SHOP_NAME } from '@shop/commerce/company';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export const DEFAULT_MAIL_FROM = `${SHOP_NAME} <no-reply@lumen.example>`;

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

export interface Outbox {
  /** Writes the row (and starts the mail delivery when SMTP is configured); answers the row id. */
  send(message: OutboxMessage): Promise<number>;
  /** Waits for the deliveries under way (used on close and by tests). */
  flush(): Promise<void>;
}

export interface OutboxOptions {
  db: Kysely<Database>;
  clock: Clock;
  transport?: Pick<Transporter, 'sendMail'> | null;
  from?: string;
  onDeliveryError?: (error: unknown, message: OutboxMessage) => void;
}

export function smtpTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const inFlight = new Set<Promise<void>>();
  const from = options.from ?? DEFAULT_MAIL_FROM;

  function deliver(message: OutboxMessage): void {
    const transport = options.transport;
    if (!transport || message.channel !== 'email') return;
    const delivery = transport
      .sendMail({ from, to: message.to, subject: message.subject, text: message.body })
      .then(
        () => undefined,
        (error: unknown) => options.onDeliveryError?.(error, message),
      )
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

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
      deliver(message);
      return row.id;
    },
    async flush() {
      await Promise.all([...inFlight]);
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
