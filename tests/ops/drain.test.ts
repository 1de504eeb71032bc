// Graceful shutdown: after SIGTERM a server takes no new connection, the request in flight
// finishes, and the process ends by itself (0); past SHUTDOWN_GRACE_MS the requests still running
// are cut. Upstream runs as its own process (main.ts); the gateway's drain is called in-process.
// Asserted by what happens to the request in flight; how long a drain takes is tests/bench/timeouts.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully } from '@shop/server/graceful-shutdown';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import {
  freePort,
  postGraphql,
  spawnScript,
  startGatewayApp,
  stopChild,
  tempDataDir,
  waitFor,
  type ChildServer,
} from './ops-support.ts';

const LATENCY_MS = 1_500;

async function refused(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 503;
  } catch {
    return true;
  }
}

describe('upstream on SIGTERM', () => {
  let server: ChildServer | undefined;
  let dataDir: Awaited<ReturnType<typeof tempDataDir>>;
  afterAll(async () => {
    await stopChild(server);
    await dataDir?.remove();
  });

  it('finishes the request in flight, refuses new ones, then exits 0', async () => {
    dataDir = await tempDataDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Every answer waits LATENCY_MS, so a request is in flight when the signal comes.
    server = spawnScript('upstream/src/main.ts', {
      DATA_DIR: dataDir.path,
      UPSTREAM_PORT: String(port),
      UPSTREAM_LATENCY_MS: String(LATENCY_MS),
      SHUTDOWN_GRACE_MS: '10000',
    });
    await waitFor('upstream ready', async () => (await fetch(`${url}/readyz`)).ok, 90_000);

    let answered = false;
    const inFlight = fetch(`${url}/api/health`).then(async (r) => {
      answered = true;
      return { status: r.status, body: await r.json() };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The request is still waiting for its answer when the signal comes.
    expect(answered).toBe(false);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await refused(`${url}/readyz`)).toBe(true);
    expect(await inFlight).toEqual({ status: 200, body: { ok: true } });
    expect(await server.exited).toBe(0);
  });
});

describe('gateway drain', () => {
  let upstream: RunningUpstream;
  beforeAll(async () => {
    upstream = await startUpstream({ latencyMs: LATENCY_MS });
  });
  afterAll(() => upstream?.close());

  it('lets a slow GraphQL request finish before the pool closes', async () => {
    const gateway = await startGatewayApp({ upstreamUrl: upstream.url });
    const inFlight = postGraphql(gateway.url, '{ categories { slug } }');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const drained = closeGracefully(gateway.app, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await refused(`${gateway.url}/readyz`)).toBe(true);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
    expect(await drained).toBe(true);
  });

  it('cuts the requests still running after the grace period', async () => {
    const gateway = await startGatewayApp({ upstreamUrl: upstream.url });
    const inFlight = postGraphql(gateway.url, '{ categories { slug } }').then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The drain gives up after its 200 ms: the request, whose answer takes LATENCY_MS, is cut, not answered.
    expect(await closeGracefully(gateway.app, 200)).toBe(false);
    expect(await inFlight).toBe('cut');
  });
});
