// A partner list at 20 and at 20,000 rows (`npx tsx tests/bench/partner-list.ts`; not part of
// `npm run bench`): a temporary database is migrated and seeded, one demo Master (Rohan) gets
// nominations up to BENCH_PARTNER_ROWS while another (Meera) has 20; then upstream and the gateway
// start as processes on it and the nominated CP screen's own query (PartnerNominatedCpPage, read
// from the web's generated documents, first page of 10) is sent as each partner: p50 and p95 and
// their ratio, beside the unpaged `nominations` list for comparison.
// BENCH_PARTNER_ROWS and BENCH_REQUESTS change the figures; results also go to bench-results/partner-list.json.
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { print } from 'graphql';
import { PARTNER_TOKEN_HEADER } from '@shop/commerce/partner/limits';
import { PartnerNominatedCpPageDocument } from '../../web/src/generated/graphql.ts';
import { partnerTokenOf, root, seededDataDir, startServersOn, stopChildren, timeAsEach } from './servers.ts';

const LARGE = Number(process.env.BENCH_PARTNER_ROWS ?? 20_000);
const SMALL = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const DAY_MS = 86_400_000;
const PASSWORD = 'Partner@123';
const SMALL_PARTNER = 'meera.cp@example.com';
const LARGE_PARTNER = 'rohan.cp@example.com';

function nominationCount(file: string, email: string): number {
  const db = new Database(file, { readonly: true });
  const row = db
    .prepare(
      'select count(*) as n from partner_nominations n join channel_partners p on p.id = n.partner_id where p.email = ?',
    )
    .get(email) as { n: number };
  db.close();
  return row.n;
}

/** Adds nominations of the partner up to `total`, spread over the last year. */
function seedNominations(file: string, email: string, total: number, now: Date): void {
  const count = total - nominationCount(file, email);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const partnerId = (db.prepare('select id from channel_partners where email = ?').get(email) as { id: number }).id;
  const insert = db.prepare(`insert into partner_nominations (partner_id, share_person_name, email, txt_v5_1,
      txt_v5_1_1, txt_discount1, message, token_hash, expires_at, created_at) values (?, ?, ?, 10, 5, 10, '', ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(now.getTime() - 365 * DAY_MS + Math.floor((i / Math.max(1, count)) * 365 * DAY_MS));
      const address = `bench-${partnerId}-${i}@example.com`;
      const hash = createHash('sha256').update(address).digest('hex');
      insert.run(
        partnerId,
        `Nominee ${i}`,
        address,
        hash,
        new Date(at.getTime() + 14 * DAY_MS).toISOString(),
        at.toISOString(),
      );
    }
  })();
  db.pragma('optimize');
  db.close();
}

const { dataDir, file } = await seededDataDir('partner-list');
const children: ChildProcess[] = [];
try {
  const now = new Date();
  seedNominations(file, LARGE_PARTNER, LARGE, now);
  seedNominations(file, SMALL_PARTNER, SMALL, now);

  const { post } = await startServersOn(dataDir, children);

  const screen = {
    query: print(PartnerNominatedCpPageDocument),
    operationName: 'PartnerNominatedCpPage',
    variables: { page: 1, size: 10 },
  };
  const whole = { query: '{ partner { nominations { id personName recipient date code status } } }' };
  const cases = [
    { name: 'Nominated CP, first page of 10', body: screen },
    { name: 'whole nominations list (unpaged)', body: whole },
  ];
  const partners = await Promise.all(
    [SMALL_PARTNER, LARGE_PARTNER].map(async (email) => ({
      key: email,
      headers: { [PARTNER_TOKEN_HEADER]: await partnerTokenOf(post, email, PASSWORD) },
      rows: nominationCount(file, email),
    })),
  );
  const { lines: rows, results } = await timeAsEach(post, cases, partners, REQUESTS, 'rows');
  console.log(
    [
      '',
      `A partner list (nominations) at ${SMALL} and ${LARGE.toLocaleString('en-US')} rows; ${REQUESTS} sequential requests each`,
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
      '',
      "| query | partner's rows | p50 / p95 ms |",
      '|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench-results/partner-list.json'),
    JSON.stringify({ large: LARGE, small: SMALL, requests: REQUESTS, results }, null, 2),
  );
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
