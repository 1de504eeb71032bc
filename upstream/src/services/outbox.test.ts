import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';
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

describe('outbox', () => {
  it('writes every message as a row, newest first per recipient', async () => {
    const outbox = createOutbox({ db, clock });
    await outbox.send({ channel: 'sms', to: '9000000001', subject: 'OTP', body: 'first' });
    await outbox.send({ channel: 'sms', to: '9000000001', subject: 'OTP', body: 'second' });
    await outbox.send({ channel: 'sms', to: '9000000002', subject: 'OTP', body: 'other' });
    const rows = await recentMessages(db, '9000000001', 10);
    expect(rows.map((r) => r.body)).toEqual(['second', 'first']);
    expect(rows[0]).toMatchObject({ channel: 'sms', recipient: '9000000001', created_at: '2026-03-01T10:00:00.000Z' });
  });

  it('mails email messages through the transport, never SMS ones', async () => {
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport = {
      sendMail: async (mail: Parameters<typeof json.sendMail>[0]) => {
        const info = await json.sendMail(mail);
        sent.push(JSON.parse(String(info.message)));
        return info;
      },
    };
    const outbox = createOutbox({ db, clock, transport: transport as never, from: 'Shop <shop@example.com>' });
    await outbox.send({ channel: 'email', to: 'a@example.com', subject: 'Reset', body: 'link' });
    await outbox.send({ channel: 'sms', to: '9000000003', subject: 'OTP', body: 'code' });
    await outbox.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Reset', text: 'link' });
    expect(JSON.stringify(sent[0])).toContain('a@example.com');
  });

  it('keeps the row and reports a failed delivery', async () => {
    const errors: unknown[] = [];
    const outbox = createOutbox({
      db,
      clock,
      transport: {
        sendMail: async () => {
          throw new Error('smtp down');
        },
      } as never,
      onDeliveryError: (e) => errors.push(e),
    });
    await outbox.send({ channel: 'email', to: 'b@example.com', subject: 'Reset', body: 'link' });
    await outbox.flush();
    expect(errors).toHaveLength(1);
    expect(await recentMessages(db, 'b@example.com', 10)).toHaveLength(1);
  });
});
