// Starts the whole shop: upstream (REST API on SQLite) on 127.0.0.1:UPSTREAM_PORT and the gateway
// (GraphQL + web client) on PORT, both told the shop's PUBLIC_URL (default: the address it is started
// on). Ctrl-C stops both. With UPSTREAM_URL set, only the gateway starts and talks to that API instead.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../upstream/src/db/seed/customers.ts';
import { DEMO_OPERATOR, OPERATOR_DEMO_PASSWORD } from '../upstream/src/db/seed/operators.ts';
import { DEMO_PARTNERS, PARTNER_DEMO_PASSWORD, demoPartnerLogin } from '../upstream/src/db/seed/partner-data.ts';

const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 250;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.DATA_DIR = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
env.UPSTREAM_PORT ??= '4001';
env.PORT ??= '4000';
// PUBLIC_URL (payment returns, links in mails) defaults to the address the shop is started on: HOST
// when it names one, else this machine as a browser names it, localhost (the gateway binds every
// interface). A shopper must come back from payment on the origin their session is stored under.
const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
env.PUBLIC_URL ??= `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
const externalUpstream = Boolean(process.env.UPSTREAM_URL);
env.UPSTREAM_URL ??= `http://127.0.0.1:${env.UPSTREAM_PORT}`;

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, entry: string): void {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the shop`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Polls until `probe` succeeds; a fresh data folder is created and seeded before upstream answers. */
async function waitUntil(what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!stopping && Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  if (!stopping) throw new Error(`${what} did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
}

try {
  if (!externalUpstream) {
    run('upstream', 'upstream/src/main.ts');
    // The gateway starts once upstream answers, so its first requests never meet a half-seeded shop.
    await waitUntil('upstream', async () => (await fetch(`${env.UPSTREAM_URL}/api/health`)).ok);
  }
  run('gateway', 'gateway/src/main.ts');
  await waitUntil('gateway', async () => {
    const res = await fetch(`http://127.0.0.1:${env.PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ gatewayVersion }' }),
    });
    return res.ok;
  });
  const logins = DEMO_CUSTOMERS.map((c) => `  ${c.email} or ${c.phone} / ${DEMO_PASSWORD}`).join('\n');
  const partnerLogins = DEMO_PARTNERS.map((p) => `  ${demoPartnerLogin(p)} / ${PARTNER_DEMO_PASSWORD}`).join('\n');
  console.log(
    `\n[start] The shop is ready at ${env.PUBLIC_URL} (GraphQL at /graphql)\n` +
      `[start] upstream ${env.UPSTREAM_URL}, data in ${env.DATA_DIR}\n` +
      `[start] demo customers:\n${logins}\n` +
      `[start] demo channel partners (${env.PUBLIC_URL}/cp_login):\n${partnerLogins}\n` +
      `[start] demo operator (${env.PUBLIC_URL}/admin/login):\n  ${DEMO_OPERATOR.email} / ${OPERATOR_DEMO_PASSWORD} (${DEMO_OPERATOR.role})\n` +
      (externalUpstream
        ? ''
        : `[start] one-time codes and reset links: ${env.UPSTREAM_URL}/api/dev/outbox?to=<email or mobile>\n`),
  );
} catch (error) {
  console.error(`[start] ${(error as Error).message}; stopping the shop`);
  stop(1);
}
