// SMTP against the message provider contract: the messages reach nodemailer's JSON transport (the
// message as it would be sent, read back), and a server that cannot be reached (an SMTP URL on a
// closed local port) is a failed delivery.
import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { messageProviderContract } from './message-provider.contract.ts';
import { createSmtp, smtpOf } from './smtp.ts';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function recordingTransport() {
  const json = nodemailer.createTransport({ jsonTransport: true });
  const mails: Array<{ from: { address: string }; to: Array<{ address: string }>; subject: string; text: string }> = [];
  return {
    mails,
    transport: {
      sendMail: async (mail: Parameters<typeof json.sendMail>[0]) => {
        const info = await json.sendMail(mail);
        mails.push(JSON.parse(String(info.message)));
        return info;
      },
      close: () => json.close(),
    },
  };
}

messageProviderContract('smtp', async () => {
  const { mails, transport } = recordingTransport();
  return {
    provider: createSmtp({ transport: transport as never }),
    received: () => mails.map((m) => ({ to: m.to.map((t) => t.address).join(','), subject: m.subject, body: m.text })),
    failing: smtpOf(`smtp://127.0.0.1:${await closedPort()}`),
    close: async () => {},
  };
});

describe('smtp', () => {
  it('mails from the shop, text only', async () => {
    const { mails, transport } = recordingTransport();
    const provider = createSmtp({ transport: transport as never });
    await provider.send({ id: 1, channel: 'email', to: 'a@example.com', subject: 'Reset', body: 'link' });
    expect(mails[0]).toMatchObject({ from: { address: 'no-reply@lumen.example' }, subject: 'Reset', text: 'link' });
  });
});
