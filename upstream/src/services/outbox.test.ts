import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryResult, MessageProvider, RecordedMessage } from '../providers/message/message-provider.ts';
import { createRecordOnly } from '../providers/message/record-only.ts';
import { createOutbox, recentMessages } from './outbox.ts';

let dir: string;
let db: Kysely<Database>;
const clock = () => new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A provider that keeps what it is handed and answers `result`. */
function keeping(result: DeliveryResult | Error) {
  const handed: RecordedMessage[] = [];
  let closed = 0;
  const provider: MessageProvider = {
    name: 'keeping',
    channels: ['email', 'sms'],
    async send(message) {
      handed.push(message);
      if (result instanceof Error) throw result;
      return result;
    },
    async close() {
      closed += 1;
    },
  };
  return { provider, handed, closed: () => closed };
}

describe('outbox', () => {
  it('writes every message as a row, newest first per recipient', async () => {
    const record = createRecordOnly();
    const outbox = createOutbox({ db, clock, providers: { email: record, sms: record } });
    await outbox.send({ channel: 'sms', to: '9000000001', subject: 'OTP', body: 'first' });
    await outbox.send({ channel: 'sms', to: '9000000001', subject: 'OTP', body: 'second' });
    await outbox.send({ channel: 'sms', to: '9000000002', subject: 'OTP', body: 'other' });
    const rows = await recentMessages(db, '9000000001', 10);
    expect(rows.map((r) => r.body)).toEqual(['second', 'first']);
    expect(rows[0]).toMatchObject({ channel: 'sms', recipient: '9000000001', created_at: '2026-03-01T10:00:00.000Z' });
  });

  it("hands each message once, with its row id, to its channel's provider", async () => {
    const mail = keeping({ kind: 'sent', providerMessageId: 'm1' });
    const sms = keeping({ kind: 'recorded' });
    const outbox = createOutbox({ db, clock, providers: { email: mail.provider, sms: sms.provider } });
    const mailId = await outbox.send({ channel: 'email', to: 'a@example.com', subject: 'Reset', body: 'link' });
    const smsId = await outbox.send({ channel: 'sms', to: '9000000003', subject: 'OTP', body: 'code' });
    await outbox.flush();
    expect(mail.handed).toEqual([
      { id: mailId, channel: 'email', to: 'a@example.com', subject: 'Reset', body: 'link' },
    ]);
    expect(sms.handed).toEqual([{ id: smsId, channel: 'sms', to: '9000000003', subject: 'OTP', body: 'code' }]);
  });

  it('keeps the row and reports a failed delivery, and a provider that throws', async () => {
    const errors: Array<[string, string, string]> = [];
    const failed = keeping({ kind: 'failed', reason: 'smtp down' });
    const throwing = keeping(new Error('boom'));
    const outbox = createOutbox({
      db,
      clock,
      providers: { email: failed.provider, sms: throwing.provider },
      onDeliveryError: (reason, message, provider) => errors.push([reason, message.to, provider]),
    });
    await outbox.send({ channel: 'email', to: 'b@example.com', subject: 'Reset', body: 'link' });
    await outbox.send({ channel: 'sms', to: '9000000004', subject: 'OTP', body: 'code' });
    await outbox.flush();
    expect(errors).toEqual([
      ['smtp down', 'b@example.com', 'keeping'],
      ['Error: boom', '9000000004', 'keeping'],
    ]);
    expect(await recentMessages(db, 'b@example.com', 10)).toHaveLength(1);
    expect(failed.handed).toHaveLength(1);
  });

  it('closes each provider once, after the deliveries under way', async () => {
    const both = keeping({ kind: 'recorded' });
    const outbox = createOutbox({ db, clock, providers: { email: both.provider, sms: both.provider } });
    await outbox.send({ channel: 'email', to: 'c@example.com', subject: 'Hi', body: 'text' });
    await outbox.close();
    expect(both.handed).toHaveLength(1);
    expect(both.closed()).toBe(1);
  });
});
