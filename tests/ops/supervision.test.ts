// `npm start`'s supervisor (scripts/start.ts): a killed upstream comes back by itself and says so;
// while it is down the gateway stays up, answers GraphQL with a coded error and is not
// ready; the first request after the restart works. A killed gateway comes back too. SIGTERM stops
// both children and the supervisor. A child that refuses its configuration (exit 78, EX_CONFIG) is
// not restarted: its one line is said once and the shop stops with that code.
import { afterAll, describe, expect, it } from 'vitest';
import { EX_CONFIG } from '@shop/server/configuration-refusal';
import { NO_OWNER_MESSAGE } from '../../upstream/src/services/production-accounts.ts';
import { copySqliteTemplate } from '../support/sqlite-template.ts';
import {
  freePort,
  getJson,
  postGraphql,
  spawnScript,
  stopChild,
  tempDataDir,
  waitFor,
  type ChildServer,
} from './ops-support.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function upstreamPids(output: string): number[] {
  return [...output.matchAll(/\[start\] upstream started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
}

describe('the supervisor', () => {
  let shop: ChildServer | undefined;
  let dataDir: Awaited<ReturnType<typeof tempDataDir>>;
  afterAll(async () => {
    await stopChild(shop, 30_000);
    await dataDir?.remove();
  });

  it('restarts a killed upstream while the gateway keeps answering', async () => {
    dataDir = await tempDataDir();
    const [port, upstreamPort] = [await freePort(), await freePort()];
    const gateway = `http://127.0.0.1:${port}`;
    shop = spawnScript('scripts/start.ts', {
      DATA_DIR: dataDir.path,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      SHUTDOWN_GRACE_MS: '2000',
    });
    await waitFor('the shop ready', async () => shop!.output().includes('[start] The shop is ready'), 120_000);
    expect((await getJson(`${gateway}/readyz`)).status).toBe(200);
    const [firstPid] = upstreamPids(shop.output());
    expect(firstPid).toBeGreaterThan(0);

    process.kill(firstPid!, 'SIGKILL');
    await waitFor('the restart line', async () => /\[start\] upstream exited \(SIGKILL\)/.test(shop!.output()), 10_000);
    expect(shop.output()).toMatch(
      /\[start\] upstream exited \(SIGKILL\) after [\d.]+ s; restarting it in 0\.5 s \(restart 1\)/,
    );

    // Meanwhile the gateway answers with the coded error of a refused connection (not a timeout's:
    // how fast is measured by tests/bench/timeouts.ts), and is not ready.
    const during = await postGraphql(gateway, '{ categories { slug } }');
    expect(during.status).toBe(200);
    expect(during.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await getJson(`${gateway}/readyz`)).status).toBe(503);
    expect((await getJson(`${gateway}/healthz`)).status).toBe(200);

    const backWithinMs = await waitFor('the gateway ready again', async () => (await fetch(`${gateway}/readyz`)).ok);
    const pids = upstreamPids(shop.output());
    expect(pids).toHaveLength(2);
    expect(alive(pids[1]!)).toBe(true);
    const after = await postGraphql(gateway, '{ categories { slug } }');
    expect(after.status).toBe(200);
    expect(after.body.errors).toBeUndefined();
    expect((after.body.data as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
    console.info(`upstream ready again ${backWithinMs} ms after the restart line`);

    // The gateway too comes back by itself.
    const gatewayPid = Number(/\[start\] gateway started \(pid (\d+)\)/.exec(shop.output())?.[1]);
    process.kill(gatewayPid, 'SIGKILL');
    await waitFor('the gateway restart line', async () => /\[start\] gateway exited \(SIGKILL\)/.test(shop!.output()));
    await waitFor('the gateway ready again', async () => (await fetch(`${gateway}/readyz`)).ok);
    const gatewayPids = [...shop.output().matchAll(/\[start\] gateway started \(pid (\d+)\)/g)].map((m) =>
      Number(m[1]),
    );
    expect(gatewayPids).toHaveLength(2);

    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(alive(pids[1]!)).toBe(false);
    expect(alive(gatewayPids[1]!)).toBe(false);
  });
});

/** How many times `text` occurs in `output`. */
function occurrences(output: string, text: string): number {
  return output.split(text).length - 1;
}

describe('the supervisor and a refused configuration', () => {
  let shop: ChildServer | undefined;
  let dataDir: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  afterAll(async () => {
    await stopChild(shop, 30_000);
    await dataDir?.remove();
  });

  it('stops the shop once upstream refuses to run in production without an owner, saying why once', async () => {
    dataDir = await tempDataDir();
    // The seeded shop of the run (sqlite-template.ts), so that the refusal comes without a seed.
    await copySqliteTemplate(dataDir.path);
    shop = spawnScript('scripts/start.ts', {
      NODE_ENV: 'production',
      DATA_DIR: dataDir.path,
      PORT: String(await freePort()),
      UPSTREAM_PORT: String(await freePort()),
      // Production refuses the published sandbox account before it asks for an owner.
      CCAVENUE_MERCHANT_ID: 'ops-merchant',
      CCAVENUE_ACCESS_CODE: 'OPSACCESSCODE0000001',
      CCAVENUE_WORKING_KEY: 'OPS0WORKING0KEY00000000000000001',
      OWNER_EMAIL: '',
      OWNER_PASSWORD: '',
      DEMO_LOGINS: '',
    });
    expect(await shop.exited).toBe(EX_CONFIG);
    const output = shop.output();
    expect(occurrences(output, `upstream: ${NO_OWNER_MESSAGE}`)).toBe(1);
    expect(occurrences(output, '[start] upstream started')).toBe(1);
    expect(output).toContain(`[start] upstream refused its configuration (exit ${EX_CONFIG}); stopping the shop`);
    expect(output).not.toContain('restarting it');
    expect(output).not.toContain('[start] gateway started');
    expect(output).not.toContain('The shop is ready');
  });

  it('stops the shop once the gateway refuses a setting', async () => {
    shop = spawnScript('scripts/start.ts', {
      // Only the gateway starts, in front of an upstream elsewhere (never reached here).
      UPSTREAM_URL: `http://127.0.0.1:${await freePort()}`,
      PORT: String(await freePort()),
      INTROSPECTION: 'sometimes',
    });
    expect(await shop.exited).toBe(EX_CONFIG);
    const output = shop.output();
    expect(occurrences(output, "gateway: INTROSPECTION must be 1 or 0, not 'sometimes'")).toBe(1);
    expect(occurrences(output, '[start] gateway started')).toBe(1);
    expect(output).toContain(`[start] gateway refused its configuration (exit ${EX_CONFIG}); stopping the shop`);
    expect(output).not.toContain('restarting it');
  });
});
