// A partner's Earnings & Payouts screen at 20 and at 20,000 incentives (`npx tsx
// tests/bench/partner-earnings.ts`; not part of `npm run bench`): a temporary database is migrated
// and seeded, one demo Master (Rohan) gets incentives of copied sales up to BENCH_EARNING_ROWS,
// spread over two years and every state, while another (Meera) gets 20; then upstream and the
// gateway start as processes on it and the screen's own query (PartnerEarningsPage, read from the
// web's generated documents: the totals, twelve months, statements, the first page of 20
// incentives and of 12 payouts) is sent as each partner, with no period and with the last 30 days.
// BENCH_EARNING_ROWS and BENCH_REQUESTS change the figures; results go to bench-results/partner-earnings.json.
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { print } from 'graphql';
import { PARTNER_TOKEN_HEADER } from '@shop/commerce/partner/limits';
import { shopDate } from '@shop/commerce/shop-time';
import { PartnerEarningsPageDocument } from '../../web/src/generated/graphql.ts';
import { partnerTokenOf, root, seededDataDir, startServersOn, stopChildren, timeAsEach } from './servers.ts';

const LARGE = Number(process.env.BENCH_EARNING_ROWS ?? 20_000);
const SMALL = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const DAY_MS = 86_400_000;
const PASSWORD = 'Partner@123';
const SMALL_PARTNER = 'meera.cp@example.com';
const LARGE_PARTNER = 'rohan.cp@example.com';
const STATES = ['pending', 'approved', 'reversed', 'paid'] as const;

type Row = Record<string, unknown>;

function incentiveCount(file: string, email: string): number {
  const db = new Database(file, { readonly: true });
  const row = db
    .prepare(
      'select count(*) as n from partner_order_incentives i join channel_partners p on p.id = i.partner_id where p.email = ?',
    )
    .get(email) as { n: number };
  db.close();
  return row.n;
}

/** Columns of a table but its id, and those of its unique indexes (which the copies vary). */
function columnsOf(db: Database.Database, table: string): { columns: string[]; unique: Set<string> } {
  const columns = (db.prepare(`pragma table_info(${table})`).all() as Array<{ name: string }>)
    .map((c) => c.name)
    .filter((name) => name !== 'id');
  const unique = new Set<string>();
  for (const index of db.prepare(`pragma index_list(${table})`).all() as Array<{ name: string; unique: number }>)
    if (index.unique)
      for (const column of db.prepare(`pragma index_info(${index.name})`).all() as Array<{ name: string }>)
        unique.add(column.name);
  return { columns, unique };
}

/** Gives the partner incentives up to `total`: copies of a seeded sale (a new order each), two years back. */
function seedIncentives(file: string, email: string, total: number, now: Date): void {
  const count = total - incentiveCount(file, email);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const partnerId = (db.prepare('select id from channel_partners where email = ?').get(email) as { id: number }).id;
  const template = db
    .prepare(
      "select i.* from partner_order_incentives i join orders o on o.id = i.order_id where o.order_status = 'Success' limit 1",
    )
    .get() as Row;
  const order = db.prepare('select * from orders where id = ?').get(template.order_id) as Row;
  const orders = columnsOf(db, 'orders');
  const incentives = columnsOf(db, 'partner_order_incentives');
  const insert = (table: string, columns: string[]) =>
    db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const insertOrder = insert('orders', orders.columns);
  const insertIncentive = insert('partner_order_incentives', incentives.columns);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(now.getTime() - 730 * DAY_MS + Math.floor((i / Math.max(1, count)) * 730 * DAY_MS));
      const copy: Row = { ...order };
      for (const column of orders.unique) if (typeof copy[column] === 'string') copy[column] = `BENCH${partnerId}-${i}`;
      const orderId = insertOrder.run(...orders.columns.map((c) => copy[c] ?? null)).lastInsertRowid;
      const state = STATES[i % STATES.length]!;
      const incentive: Row = {
        ...template,
        order_id: orderId,
        partner_id: partnerId,
        referrer_id: partnerId,
        role: 'referrer',
        status: state,
        created_at: at.toISOString(),
        approved_at: state === 'approved' || state === 'paid' ? at.toISOString() : null,
        paid_at: state === 'paid' ? at.toISOString() : null,
        reversed_at: state === 'reversed' ? at.toISOString() : null,
        payout_id: null,
      };
      insertIncentive.run(...incentives.columns.map((c) => incentive[c] ?? null));
    }
  })();
  db.pragma('optimize');
  db.close();
}

const { dataDir, file } = await seededDataDir('partner-earnings');
const children: ChildProcess[] = [];
try {
  const now = new Date();
  seedIncentives(file, LARGE_PARTNER, LARGE, now);
  seedIncentives(file, SMALL_PARTNER, SMALL, now);

  const { post } = await startServersOn(dataDir, children);
  const screen = (variables: Record<string, unknown>) => ({
    query: print(PartnerEarningsPageDocument),
    operationName: 'PartnerEarningsPage',
    variables: { page: 1, payoutPage: 1, ...variables },
  });
  const cases = [
    { name: 'Earnings & Payouts, no period', body: screen({}) },
    {
      name: 'Earnings & Payouts, the last 30 days',
      body: screen({ from: shopDate(new Date(now.getTime() - 30 * DAY_MS)), to: shopDate(now) }),
    },
  ];
  const partners = await Promise.all(
    [SMALL_PARTNER, LARGE_PARTNER].map(async (email) => ({
      key: email,
      headers: { [PARTNER_TOKEN_HEADER]: await partnerTokenOf(post, email, PASSWORD) },
      rows: incentiveCount(file, email),
    })),
  );
  const { lines: rows, results } = await timeAsEach(post, cases, partners, REQUESTS, 'incentives');
  console.log(
    [
      '',
      `A partner's earnings at ${SMALL} and ${LARGE.toLocaleString('en-US')} incentives; ${REQUESTS} sequential requests each`,
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
      '',
      "| query | partner's incentives | p50 / p95 ms |",
      '|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench-results/partner-earnings.json'),
    JSON.stringify({ large: LARGE, small: SMALL, requests: REQUESTS, results }, null, 2),
  );
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
