// Helpers of the ops tests: free ports, an upstream that accepts connections and never answers,
// the gateway built in-process with its app (for the drain), GraphQL over HTTP with a chosen
// Accept header, and the repository's scripts run as child processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions } from '../../gateway/src/app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface FrozenUpstream {
  url: string;
  /** HTTP requests received so far (request lines), never answered. */
  requests: string[];
  close(): Promise<void>;
}

/** A TCP server that accepts every connection, reads the requests and never answers. */
export async function startFrozenUpstream(): Promise<FrozenUpstream> {
  const requests: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('latin1').split('\r\n'))
        if (/^(GET|POST|PUT|PATCH|DELETE) \S+ HTTP\/1\.1$/.test(line)) requests.push(line);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface InProcessGateway {
  app: FastifyInstance;
  url: string;
}

export async function startGatewayApp(
  options: Pick<GatewayOptions, 'upstreamUrl'> & Partial<GatewayOptions>,
): Promise<InProcessGateway> {
  const app = await buildGateway({ logger: false, jwtSecret: 'ops-test-secret', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

export const GRAPHQL_RESPONSE_ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

export interface GraphQLAnswer {
  status: number;
  contentType: string;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  elapsedMs: number;
}

export async function postGraphql(
  gatewayUrl: string,
  query: string,
  accept = 'application/json',
  variables?: Record<string, unknown>,
): Promise<GraphQLAnswer> {
  const started = Date.now();
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLAnswer['body'];
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
    elapsedMs: Date.now() - started,
  };
}

export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

/** Polls `probe` every 100 ms until it is true, failing after `timeoutMs`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not within ${timeoutMs} ms`);
}

export interface ChildServer {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** Runs a script of the repository with tsx as its own process (as `npm start` runs them). */
export function spawnScript(entry: string, env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/** Stops a child still running (SIGKILL after `graceMs`), for afterAll. */
export async function stopChild(server: ChildServer | undefined, graceMs = 15_000): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

export async function tempDataDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-ops-'));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
