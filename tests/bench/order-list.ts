// The customer's order history at 2 and at 200 orders (`npm run bench`): a temporary database is
// migrated and seeded, one demo customer (Priya) gets orders up to 200 while another (Aarav) keeps
// his 2, among BENCH_ORDERS orders of other customers; then upstream and the gateway start as
// processes on it and Track My Order's own screen query (OrderListPage, read from the web's
// generated documents, first page of 10) is sent as each customer: p50 and p95 and their ratio,
// beside the deprecated whole `orders` list for comparison.
// BENCH_ORDERS and BENCH_REQUESTS change the figures; results also go to bench-results/order-list.json.
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { print } from 'graphql';
import { shopDate } from '@shop/commerce/shop-time';
import { OrderListPageDocument } from '../../web/src/generated/graphql.ts';
import { root, seededDataDir, startServersOn, stopChildren, timeAsEach } from './servers.ts';

const OTHERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LARGE = 200;
const DAY_MS = 86_400_000;
const PASSWORD = 'Shop@1234';
const SMALL_CUSTOMER = 'aarav@example.com';
const LARGE_CUSTOMER = 'priya@example.com';

/** Inserts orders: `count` for the user (null: other customers), spread over the last year. */
function seedOrders(file: string, userEmail: string | null, count: number, now: Date, tag: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const userId = userEmail
    ? (db.prepare('select id from users where email = ?').get(userEmail) as { id: number }).id
    : null;
  const insert = db.prepare(`insert into orders (
      order_id_new, user_id, order_date, order_status, status, amount, currency, cur_symbol, paytype,
      billing_customer_name, billing_last_name, billing_address, billing_city, billing_state, billing_country,
      billing_pincode, billing_phone, billing_email,
      shipping_customer_name, shipping_last_name, shipping_address, shipping_city, shipping_state, shipping_country,
      shipping_pincode, shipping_phone, shipping_email,
      deliverdays, created_at, updated_at, subtotal, taxable_amount, tax_amount, cgst, sgst, igst, tax_percent, tax_name,
      invoice_no
    ) values (?, ?, ?, 'Success', 'delivered', ?, 'INR', '₹', 1, 'Priya', 'Nair', '12, MG Road', 'Bengaluru',
      'Karnataka', 'India', '560001', '9123456780', 'priya@example.com', 'Priya', 'Nair', '12, MG Road', 'Bengaluru',
      'Karnataka', 'India', '560001', '9123456780', 'priya@example.com', '2-4 Days', ?, ?, ?, ?, ?, ?, ?, 0, 18, 'GST', ?)`);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(now.getTime() - 365 * DAY_MS + Math.floor((i / count) * 365 * DAY_MS));
      const amount = 999 + (i % 40) * 1000;
      const tax = Math.round(((amount * 18) / 118) * 100) / 100;
      const number = `${tag}${shopDate(at).slice(2).replaceAll('-', '')}${String(i).padStart(6, '0')}`;
      const iso = at.toISOString();
      insert.run(number, userId, iso, amount, iso, iso, amount, amount - tax, tax, tax / 2, tax / 2, `INV-${number}`);
    }
  })();
  db.pragma('optimize');
  db.close();
}

const { dataDir, file } = await seededDataDir('order-list');
const children: ChildProcess[] = [];
try {
  const now = new Date();
  const existing = (email: string) => {
    const db = new Database(file, { readonly: true });
    const row = db
      .prepare(
        "select count(*) as n from orders o join users u on u.id = o.user_id where u.email = ? and o.order_status != 'Pending'",
      )
      .get(email) as { n: number };
    db.close();
    return row.n;
  };
  seedOrders(file, null, OTHERS, now, 'BEO');
  seedOrders(file, LARGE_CUSTOMER, LARGE - existing(LARGE_CUSTOMER), now, 'BEP');

  const { post } = await startServersOn(dataDir, children);

  const tokenOf = async (emailOrPhone: string): Promise<string> => {
    const answer = (await (
      await post({
        query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { emailOrPhone, password: PASSWORD } },
      })
    ).json()) as { data?: { login: { token: string | null } } };
    const token = answer.data?.login.token;
    if (!token) throw new Error(`login of ${emailOrPhone} failed: ${JSON.stringify(answer)}`);
    return token;
  };
  const screen = {
    query: print(OrderListPageDocument),
    operationName: 'OrderListPage',
    variables: { page: 1, first: 10 },
  };
  const whole = { query: '{ viewer { orders { orderId date status total { formatted } invoiceUrl invoiceLabel } } }' };
  const cases = [
    { name: 'Track My Order, first page of 10', body: screen },
    { name: 'whole orders list (deprecated)', body: whole },
  ];
  const customers = await Promise.all(
    [SMALL_CUSTOMER, LARGE_CUSTOMER].map(async (email) => ({
      key: email,
      headers: { authorization: `Bearer ${await tokenOf(email)}` },
      rows: existing(email),
    })),
  );
  const { lines: rows, results } = await timeAsEach(post, cases, customers, REQUESTS, 'orders');
  console.log(
    [
      '',
      `Order history at 2 and ${LARGE} orders, among ${OTHERS.toLocaleString('en-US')} orders of others; ${REQUESTS} sequential requests each`,
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
      '',
      "| query | customer's orders | p50 / p95 ms |",
      '|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench-results/order-list.json'),
    JSON.stringify({ others: OTHERS, requests: REQUESTS, results }, null, 2),
  );
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
