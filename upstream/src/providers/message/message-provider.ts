// The message seam: the outbox (services/outbox.ts) records every message, then hands it to the
// provider of its channel. A provider sends one message and answers what became of it, never
// throwing: sent (handed over, with the provider's id of it when it gives one), recorded (nothing
// leaves the shop: the outbox row is the message) or failed (with the reason). A provider with
// delivery reports (an SMS gateway) later answers them as DeliveryReport, matched by that id.
// Implementations are listed in message-providers.ts and each passes message-provider.contract.ts.

export type MessageChannel = 'email' | 'sms';

export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['email', 'sms'];

export interface Message {
  channel: MessageChannel;
  /** An email address or a mobile number. */
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/** A message the outbox has recorded: `id` is its outbox row. */
export interface RecordedMessage extends Message {
  id: number;
}

export type DeliveryResult =
  { kind: 'sent'; providerMessageId: string | null } | { kind: 'recorded' } | { kind: 'failed'; reason: string };

export interface MessageProvider {
  /** Its MAIL_PROVIDER or SMS_PROVIDER value. */
  readonly name: string;
  /** The channels it can carry. */
  readonly channels: readonly MessageChannel[];
  /** Sends one message once. Never throws. */
  send(message: RecordedMessage): Promise<DeliveryResult>;
  /** Releases its connections (on upstream's close). */
  close(): Promise<void>;
}
