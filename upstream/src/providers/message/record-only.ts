// The record-only message provider (MAIL_PROVIDER=outbox, SMS_PROVIDER=outbox): nothing leaves the
// shop; the outbox row is the message (read by GET /api/dev/outbox outside production).
import type { MessageProvider } from './message-provider.ts';

export const RECORD_ONLY = 'outbox';

export function createRecordOnly(): MessageProvider {
  return {
    name: RECORD_ONLY,
    channels: ['email', 'sms'],
    async send() {
      return { kind: 'recorded' };
    },
    async close() {},
  };
}
