// The console's payout screens read through their indexes: a page of a run's payouts walks an index
// that starts with the run in partner order (one state's: partner_payouts_run_status) and stops; the
// counts by state read that index alone; runs are read newest month first from their unique period.
// No scan of partner_payouts and no sort, however many partners a run pays. Plans are SQLite's
// (EXPLAIN QUERY PLAN) on the shipped migrations; tests/api/payout-page-plans.test.ts checks
// PostgreSQL's.
import type { Compilable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase, sqlitePlanLines } from '../query-plans.ts';
import type { Database } from '../schema.ts';
import { runCountQuery, runPageQuery, runPayoutCountsQuery, runPayoutPageQuery } from './payout-pages.ts';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await migratedMemoryDatabase();
});
afterAll(() => db?.destroy());

async function plan(query: Compilable): Promise<string> {
  return (await sqlitePlanLines(db, query)).join('\n');
}

const page = { offset: 20, limit: 10 };

describe('query plans of the payout screens', () => {
  it("reads a page of a run's payouts from the run's index in partner order", async () => {
    const lines = await plan(runPayoutPageQuery(db, 3, undefined, page));
    expect(lines).toMatch(/SEARCH po USING (COVERING )?INDEX \S+ \(run_id=\?\)/);
    expect(lines).not.toMatch(/SCAN po/);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
  });

  it("reads a page of one state's payouts of a run through partner_payouts_run_status", async () => {
    const lines = await plan(runPayoutPageQuery(db, 3, 'pending', page));
    expect(lines).toMatch(/SEARCH po USING (COVERING )?INDEX partner_payouts_run_status \(run_id=\? AND status=\?\)/);
    expect(lines).not.toMatch(/SCAN po/);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
  });

  it("counts a run's payouts by state from the index alone", async () => {
    const lines = await plan(runPayoutCountsQuery(db, 3));
    expect(lines).toMatch(/SEARCH partner_payouts USING COVERING INDEX partner_payouts_run_status \(run_id=\?\)/);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
  });

  it('reads a page of runs newest month first and counts their payouts through the run index', async () => {
    const lines = await plan(runPageQuery(db, page));
    expect(lines).toMatch(/SCAN r USING INDEX \S+/);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
    expect(lines).toMatch(/SEARCH po USING COVERING INDEX \S+ \(run_id=\?/);
    expect(lines).not.toMatch(/SCAN po/);
    expect(await plan(runCountQuery(db))).not.toMatch(/USE TEMP B-TREE/);
  });
});
