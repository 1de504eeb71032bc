// PostgreSQL's plans of the console's payout screens (SQLite's: upstream/src/db/queries/
// payout-pages.test.ts): a page of a run's payouts, all or one state's, walks an index that starts
// with the run in partner order; the counts by state and the runs' payout counts read an index; runs
// come newest month first from their unique period. The seed has no payouts, so the planner would
// rightly read whole tables; the test turns sequential scans, bitmap scans and sorts off for its
// connection, so a plan that still needs one of them shows it. Runs in api-pg only.
import { describe, expect, it } from 'vitest';
import {
  runCountQuery,
  runPageQuery,
  runPayoutCountsQuery,
  runPayoutPageQuery,
} from '../../upstream/src/db/queries/payout-pages.ts';
import { usePostgresPlans } from '../support/postgres-plans.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const plans = usePostgresPlans();
const { plan } = plans;

const page = { offset: 20, limit: 10 };
const noScanNoSort = /Seq Scan|Bitmap Heap Scan|\bSort\b/;

describe.runIf(onPostgres)('PostgreSQL plans of the payout screens', () => {
  it("reads a page of a run's payouts through the run's index in partner order", async () => {
    const lines = await plan(runPayoutPageQuery(plans.db, 3, undefined, page));
    expect(lines).toMatch(/Index Scan using partner_payouts_run_partner on partner_payouts po/);
    expect(lines).not.toMatch(noScanNoSort);
  });

  it("reads a page of one state's payouts through partner_payouts_run_status", async () => {
    const lines = await plan(runPayoutPageQuery(plans.db, 3, 'paid', page));
    expect(lines).toMatch(/Index Scan using partner_payouts_run_status on partner_payouts po/);
    expect(lines).not.toMatch(noScanNoSort);
  });

  it("counts a run's payouts by state through an index", async () => {
    const lines = await plan(runPayoutCountsQuery(plans.db, 3));
    expect(lines).toMatch(/Index (Only )?Scan using partner_payouts_run_status/);
    expect(lines).not.toMatch(noScanNoSort);
  });

  it('reads a page of runs newest month first, counting their payouts through an index', async () => {
    const lines = await plan(runPageQuery(plans.db, page));
    expect(lines).toMatch(/Index Scan Backward using partner_payout_runs_period_key/);
    expect(lines).toMatch(/Index (Only )?Scan using partner_payouts_run_\w+ on partner_payouts po/);
    expect(lines).not.toMatch(noScanNoSort);
    expect(await plan(runCountQuery(plans.db))).not.toMatch(/Bitmap Heap Scan|\bSort\b/);
  });
});
