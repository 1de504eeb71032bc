// A throwaway redis-server for a test: a free port on 127.0.0.1, no persistence (no RDB snapshot,
// no AOF), its working folder under the OS temp dir. stop() ends it and removes the folder.
// REDIS_SERVER names the binary (default redis-server on PATH, as .ci/run installs it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL after 2 s); safe to call twice. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StartRedisOptions {
  /** A fixed port (to bring a stopped server back where its clients reconnect); default a free one. */
  port?: number;
}

export async function startRedis(options: StartRedisOptions = {}): Promise<RunningRedis> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-redis-'));
  const port = options.port ?? (await freePort());
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s:\n${output}`)), 10_000);
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', listen);
      child.stderr.on('data', listen);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`cannot run ${binary}: ${error.message}`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();

  let stopped: Promise<void> | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
          await exited;
          clearTimeout(timer);
        }
        await rm(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
