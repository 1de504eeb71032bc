// The contract every MessageProvider passes (message-provider.ts): what the outbox relies on, as
// vitest tests. An implementation's test file calls messageProviderContract with a harness whose
// far side (a mail server, an SMS gateway) it can read, and one that refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CHANNELS, type MessageChannel, type MessageProvider } from './message-provider.ts';

export interface MessageProviderHarness {
  provider: MessageProvider;
  /** What reached the far side so far, in order; null when nothing leaves the shop (record only). */
  received(): Array<{ to: string; subject: string; body: string }> | null;
  /** The same provider whose far side refuses or cannot be reached; null when it cannot fail. */
  failing: MessageProvider | null;
  close(): Promise<void>;
}

const TO: Record<MessageChannel, string> = { email: 'asha@example.com', sms: '9000000001' };

export function messageProviderContract(name: string, start: () => Promise<MessageProviderHarness>): void {
  describe(`message provider contract: ${name}`, () => {
    let h: MessageProviderHarness;
    beforeAll(async () => {
      h = await start();
    });
    afterAll(async () => {
      await h?.provider.close();
      await h?.failing?.close();
      await h?.close();
    });

    it('carries at least one of the shop channels', () => {
      expect(h.provider.channels.length).toBeGreaterThan(0);
      for (const channel of h.provider.channels) expect(MESSAGE_CHANNELS).toContain(channel);
    });

    it('sends each message of its channels once, as given (or only records it)', async () => {
      let id = 0;
      for (const channel of h.provider.channels) {
        const before = h.received()?.length ?? 0;
        const message = {
          id: (id += 1),
          channel,
          to: TO[channel],
          subject: `Code ${id}`,
          body: `Your code is 12345${id}.`,
        };
        const result = await h.provider.send(message);
        const received = h.received();
        if (received === null) {
          expect(result).toEqual({ kind: 'recorded' });
          continue;
        }
        expect(result.kind).toBe('sent');
        expect(received.slice(before)).toEqual([{ to: message.to, subject: message.subject, body: message.body }]);
      }
    });

    it('answers a failed delivery with its reason, never throwing', async () => {
      if (!h.failing) return;
      for (const channel of h.failing.channels) {
        const result = await h.failing.send({ id: 99, channel, to: TO[channel], subject: 'Code', body: 'Your code.' });
        expect(result).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/\S/) });
      }
    });
  });
}
