// Starts the whole shop: upstream (REST API on SQLite in DATA_DIR, or on DATABASE_URL's PostgreSQL)
// on 127.0.0.1:UPSTREAM_PORT and the gateway (GraphQL + web client) on PORT, both told the shop's
// PUBLIC_URL (default: the address it is started on). With UPSTREAM_URL set, only the gateway starts
// and talks to that API instead.
// It supervises them: a child that dies is started again after a pause that doubles from 0.5 s up to
// 30 s (back to 0.5 s once a child has run a minute), with one line saying so each time; the gateway
// keeps serving while upstream restarts (its calls fail fast with UPSTREAM_UNAVAILABLE meanwhile).
// A child that refuses its configuration (exit code 78, EX_CONFIG: @shop/server/configuration-refusal)
// has said why in one line; it would refuse again, so the shop stops with that code instead.
// Ctrl-C or SIGTERM drains and stops the gateway first, then upstream (each gets SHUTDOWN_GRACE_MS,
// default 10 s, before SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EX_CONFIG } from '@shop/server/configuration-refusal';
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

const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 30_000;
/** A child that ran this long without dying starts over from the first delay. */
const RESTART_RESET_AFTER_MS = 60_000;
/** Beyond the children's own SHUTDOWN_GRACE_MS, before they are killed. */
const STOP_SLACK_MS = 5_000;
const shutdownGraceMs = /^\d+$/.test(env.SHUTDOWN_GRACE_MS ?? '') ? Number(env.SHUTDOWN_GRACE_MS) : 10_000;

interface Supervised {
  name: 'upstream' | 'gateway';
  entry: string;
  child?: ChildProcess;
  startedAt: number;
  restarts: number;
  nextDelayMs: number;
  pending?: NodeJS.Timeout;
}

const supervised: Supervised[] = [];
let stopping = false;

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

function launch(proc: Supervised): void {
  proc.pending = undefined;
  if (stopping) return;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, proc.entry)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  proc.child = child;
  proc.startedAt = Date.now();
  console.log(`[start] ${proc.name} started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    proc.child = undefined;
    if (stopping) return;
    const ranMs = Date.now() - proc.startedAt;
    if (code === EX_CONFIG) {
      console.error(`[start] ${proc.name} refused its configuration (exit ${code}); stopping the shop`);
      void stop(EX_CONFIG);
      return;
    }
    if (ranMs >= RESTART_RESET_AFTER_MS) proc.nextDelayMs = RESTART_FIRST_DELAY_MS;
    const delayMs = proc.nextDelayMs;
    proc.nextDelayMs = Math.min(delayMs * 2, RESTART_MAX_DELAY_MS);
    proc.restarts += 1;
    console.error(
      `[start] ${proc.name} exited (${signal ?? `code ${code}`}) after ${seconds(ranMs)}; ` +
        `restarting it in ${seconds(delayMs)} (restart ${proc.restarts})`,
    );
    proc.pending = setTimeout(() => launch(proc), delayMs);
  });
}

function run(name: Supervised['name'], entry: string): void {
  const proc: Supervised = { name, entry, startedAt: 0, restarts: 0, nextDelayMs: RESTART_FIRST_DELAY_MS };
  supervised.push(proc);
  launch(proc);
}

/** SIGTERM to one child and wait for it to end; SIGKILL once the grace period and some slack are over. */
async function stopChild(proc: Supervised): Promise<void> {
  clearTimeout(proc.pending);
  const child = proc.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const kill = setTimeout(() => {
    console.error(`[start] ${proc.name} did not stop within ${seconds(shutdownGraceMs + STOP_SLACK_MS)}; killing it`);
    child.kill('SIGKILL');
  }, shutdownGraceMs + STOP_SLACK_MS);
  await exited;
  clearTimeout(kill);
}

/** The gateway first (its requests in flight still reach upstream), then upstream. */
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const name of ['gateway', 'upstream'] as const) {
    const proc = supervised.find((p) => p.name === name);
    if (proc) await stopChild(proc);
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

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
    await waitUntil('upstream', async () => (await fetch(`${env.UPSTREAM_URL}/readyz`)).ok);
  }
  // A child that refused its configuration stops the shop while it is being waited for.
  if (!stopping) {
    run('gateway', 'gateway/src/main.ts');
    await waitUntil('gateway', async () => (await fetch(`http://127.0.0.1:${env.PORT}/readyz`)).ok);
  }
  if (!stopping) {
    const logins = DEMO_CUSTOMERS.map((c) => `  ${c.email} or ${c.phone} / ${DEMO_PASSWORD}`).join('\n');
    const partnerLogins = DEMO_PARTNERS.map((p) => `  ${demoPartnerLogin(p)} / ${PARTNER_DEMO_PASSWORD}`).join('\n');
    // In production the published demo passwords are replaced (upstream/src/services/production-accounts.ts).
    const demo =
      env.NODE_ENV === 'production' && env.DEMO_LOGINS !== '1'
        ? `[start] production: the console's owner is OWNER_EMAIL; demo passwords do not sign in\n`
        : `[start] demo customers:\n${logins}\n` +
          `[start] demo channel partners (${env.PUBLIC_URL}/cp_login):\n${partnerLogins}\n` +
          `[start] demo operator (${env.PUBLIC_URL}/admin/login):\n  ${DEMO_OPERATOR.email} / ${OPERATOR_DEMO_PASSWORD} (${DEMO_OPERATOR.role})\n` +
          (externalUpstream
            ? ''
            : `[start] one-time codes and reset links: ${env.UPSTREAM_URL}/api/dev/outbox?to=<email or mobile>\n`);
    console.log(
      `\n[start] The shop is ready at ${env.PUBLIC_URL} (GraphQL at /graphql)\n` +
        `[start] upstream ${env.UPSTREAM_URL}, ${env.DATABASE_URL ? 'database DATABASE_URL' : `data in ${env.DATA_DIR}`}\n` +
        demo,
    );
  }
} catch (error) {
  console.error(`[start] ${(error as Error).message}; stopping the shop`);
  void stop(1);
}
