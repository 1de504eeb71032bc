// The console's order list over 100,000 orders (`npm run bench`, after the screen benchmarks): a
// temporary database is migrated and seeded, 100,000 orders are inserted in one transaction with
// one prepared statement, then upstream and the gateway start as processes on it and the console's
// own screen query (AdminOrdersPage, read from the web's generated documents) is sent as the demo
// owner: p50 and p95 of the first page, of a page filtered by status, state and order days, of a
// search and a deep page, and of the other screens that read every order: the dashboard, the
// month's GST summary and one order's page.
// BENCH_ORDERS and BENCH_REQUESTS change the figures; results also go to bench-results/admin-orders.json.
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { print } from 'graphql';
import { ORDER_STATES, type OrderState } from '@shop/commerce/checkout/order-lifecycle';
import { shopDate } from '@shop/commerce/shop-time';
import {
  AdminDashboardPageDocument,
  AdminGstPageDocument,
  AdminOrderPageDocument,
  AdminOrdersPageDocument,
} from '../../web/src/generated/graphql.ts';
import { percentile, root, seededDataDir, startServersOn, stopChildren } from './servers.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const DAY_MS = 86_400_000;
const OWNER = { email: 'owner@example.com', password: 'Admin@1234' };

/** A deterministic PRNG (mulberry32), so every run seeds the same orders. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Most orders are delivered; a few wait at each earlier step or ended otherwise. */
const STATE_WEIGHTS: Partial<Record<OrderState, number>> = {
  placed: 4,
  paid: 4,
  packed: 3,
  shipped: 5,
  out_for_delivery: 2,
  delivered: 70,
  cancelled: 6,
  return_requested: 1,
  return_received: 1,
  refunded: 3,
  replaced: 1,
};

function seedOrders(file: string, count: number, now: Date): { seconds: number } {
  const started = performance.now();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const places = db
    .prepare(
      `select p.pincode, p.city, s.name as state from pincodes p join states s on s.id = p.state_id
       where p.deliverable = 1 order by p.pincode`,
    )
    .all() as Array<{ pincode: string; city: string; state: string }>;
  const firstNames = ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Kavya', 'Rohan', 'Diya'];
  const lastNames = ['Sharma', 'Nair', 'Iyer', 'Das', 'Mehta', 'Pillai', 'Reddy', 'Gupta', 'Singh', 'Khan'];
  const weighted = ORDER_STATES.flatMap((s) => Array<OrderState>(STATE_WEIGHTS[s] ?? 0).fill(s));
  const insert = db.prepare(`insert into orders (
      order_id_new, user_id, order_date, order_status, status, amount, currency, cur_symbol, paytype,
      billing_customer_name, billing_last_name, billing_address, billing_city, billing_state, billing_country,
      billing_pincode, billing_phone, billing_email,
      shipping_customer_name, shipping_last_name, shipping_address, shipping_city, shipping_state, shipping_country,
      shipping_pincode, shipping_phone, shipping_email,
      deliverdays, created_at, updated_at, subtotal, taxable_amount, tax_amount, cgst, sgst, igst, tax_percent, tax_name
    ) values (?, null, ?, ?, ?, ?, 'INR', '₹', ?, ?, ?, '12, MG Road', ?, ?, 'India', ?, ?, ?, ?, ?, '12, MG Road', ?, ?, 'India', ?, ?, ?,
      '2-4 Days', ?, ?, ?, ?, ?, ?, ?, ?, 18, 'GST')`);
  const next = random(20261123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      // Spread over the last 365 days, oldest first, so ids grow with the date as in a real shop.
      const at = new Date(now.getTime() - 365 * DAY_MS + Math.floor(((i + next()) / count) * 365 * DAY_MS));
      const place = pick(places);
      const status = pick(weighted);
      const paytype = next() < 0.6 ? 1 : 2;
      const amount = Math.round((999 + next() * 40_000) * 100) / 100;
      const tax = Math.round(((amount * 18) / 118) * 100) / 100;
      const interState = place.state !== 'Karnataka';
      const first = pick(firstNames);
      const last = pick(lastNames);
      const phone = String(7_000_000_000 + i);
      const email = `customer${i}@example.com`;
      const number = `BEN${shopDate(at).slice(2).replaceAll('-', '')}${String(i).padStart(6, '0')}`;
      const iso = at.toISOString();
      insert.run(
        number,
        iso,
        status === 'cancelled' ? 'Cancelled' : status === 'pending_payment' ? 'Pending' : 'Success',
        status,
        amount,
        paytype,
        first,
        last,
        place.city,
        place.state,
        place.pincode,
        phone,
        email,
        first,
        last,
        place.city,
        place.state,
        place.pincode,
        phone,
        email,
        iso,
        iso,
        amount,
        Math.round((amount - tax) * 100) / 100,
        tax,
        interState ? 0 : tax / 2,
        interState ? 0 : tax / 2,
        interState ? tax : 0,
      );
    }
  })();
  db.pragma('optimize');
  db.close();
  return { seconds: (performance.now() - started) / 1000 };
}

const { dataDir, file } = await seededDataDir('orders');
const children: ChildProcess[] = [];
try {
  const now = new Date();
  const seeded = seedOrders(file, ORDERS, now);

  const { gatewayUrl, post } = await startServersOn(dataDir, children);

  const login = (await (
    await post({
      query: 'mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { operatorToken } }',
      variables: { input: OWNER },
    })
  ).json()) as { data?: { adminLogin: { operatorToken: string | null } } };
  const token = login.data?.adminLogin.operatorToken;
  if (!token) throw new Error(`owner login failed: ${JSON.stringify(login)}`);

  const ordersQuery = print(AdminOrdersPageDocument);
  const newestPage = (await (
    await post(
      { query: ordersQuery, variables: { page: 1, first: 1, sort: 'DATE_DESC' } },
      { 'x-operator-token': token },
    )
  ).json()) as { data?: { admin: { orders: { nodes: Array<{ orderNumber: string }> } } } };
  const newest = newestPage.data?.admin.orders.nodes[0]?.orderNumber;
  if (!newest) throw new Error(`no newest order: ${JSON.stringify(newestPage)}`);
  const today = shopDate(now);
  const ninetyDaysAgo = shopDate(new Date(now.getTime() - 90 * DAY_MS));
  const orders = (name: string, variables: Record<string, unknown>) => ({
    name,
    query: ordersQuery,
    operationName: 'AdminOrdersPage',
    variables,
    matching: (data: unknown): number | null =>
      (data as { admin: { orders: { totalCount: number } } }).admin.orders.totalCount,
  });
  const pages = [
    orders('first page (newest 25)', { page: 1, first: 25, sort: 'DATE_DESC', filter: {} }),
    orders('filtered: Shipped + Karnataka + last 90 days', {
      page: 1,
      first: 25,
      sort: 'DATE_DESC',
      filter: { statuses: ['SHIPPED'], state: 'Karnataka', dateFrom: ninetyDaysAgo, dateTo: today },
    }),
    orders('search by name (part of it)', { page: 1, first: 25, sort: 'DATE_DESC', search: 'priya nai' }),
    orders('page 400 of 4,000', { page: 400, first: 25, sort: 'DATE_DESC', filter: {} }),
    {
      name: 'dashboard (today, this month, waiting per state)',
      query: print(AdminDashboardPageDocument),
      operationName: 'AdminDashboardPage',
      variables: {},
      matching: () => null,
    },
    {
      name: 'GST summary of this month',
      query: print(AdminGstPageDocument),
      operationName: 'AdminGstPage',
      variables: { month: today.slice(0, 7) },
      matching: () => null,
    },
    {
      name: 'one order (the newest)',
      query: print(AdminOrderPageDocument),
      operationName: 'AdminOrderPage',
      variables: { id: newest },
      matching: () => null,
    },
  ];
  const headers = { 'x-operator-token': token };
  const rows: string[] = [];
  const results: Record<string, { totalCount: number | null; p50: number; p95: number }> = {};
  for (const page of pages) {
    const body = { query: page.query, variables: page.variables, operationName: page.operationName };
    const first = (await (await post(body, headers)).json()) as { data?: unknown; errors?: unknown };
    if (first.errors || !first.data) throw new Error(`${page.name}: ${JSON.stringify(first.errors)}`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await (await post(body, headers)).arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const totalCount = page.matching(first.data);
    results[page.name] = { totalCount, p50: percentile(times, 50), p95: percentile(times, 95) };
    rows.push(
      `| ${page.name} | ${totalCount === null ? '—' : totalCount.toLocaleString('en-US')} | ${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  // The whole list as CSV, through the signed link the console opens (streamed by upstream).
  const link = (await (await post({ query: '{ admin { ordersExport { url } } }' }, headers)).json()) as {
    data?: { admin: { ordersExport: { url: string } } };
  };
  const url = link.data?.admin.ordersExport.url;
  if (!url) throw new Error(`export link: ${JSON.stringify(link)}`);
  const exportStarted = performance.now();
  const csv = await (await fetch(`${gatewayUrl}${url}`)).text();
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  const exportedRows = csv.trimEnd().split('\r\n').length - 1;
  const everyOrder = results[pages[0]!.name]!.totalCount;
  if (exportedRows !== everyOrder) throw new Error(`export: ${exportedRows} rows of ${everyOrder}`);
  console.log(
    [
      '',
      `Console order list over ${ORDERS.toLocaleString('en-US')} orders (seeded in ${seeded.seconds.toFixed(1)} s); ${REQUESTS} sequential requests each`,
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
      '',
      '| screen | matching orders | p50 / p95 ms |',
      '|---|---|---|',
      ...rows,
      '',
      `CSV export of every order: ${exportedRows.toLocaleString('en-US')} rows, ${(csv.length / 2 ** 20).toFixed(1)} MiB in ${exportSeconds.toFixed(1)} s`,
    ].join('\n'),
  );
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench-results/admin-orders.json'),
    JSON.stringify({ orders: ORDERS, seededSeconds: seeded.seconds, results, exportSeconds, exportedRows }, null, 2),
  );
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
