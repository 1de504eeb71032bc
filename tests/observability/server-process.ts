// Runs a server's main.ts as its own process (as `npm start` does), on port 0, collecting its
// structured (pino JSON) log lines; the address comes from Fastify's "Server listening at" line.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

export interface ServerProcess {
  url: string;
  /** Every JSON line logged so far. */
  lines: LogLine[];
  /** Waits until a logged line matches (or fails after timeoutMs). */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startServerProcess(
  entry: 'upstream/src/main.ts' | 'gateway/src/main.ts',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      return;
    }
    for (const wake of waiters) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  function waitForLine(match: (line: LogLine) => boolean, timeoutMs = 30_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${entry}: no matching log line in ${timeoutMs} ms; stderr: ${stderr}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`${entry} exited (${child.exitCode}); stderr: ${stderr}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        child.off('exit', onExit);
      };
      const wake = () => void check();
      if (check()) return;
      waiters.add(wake);
      child.once('exit', onExit);
    });
  }

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }

  try {
    const listening = await waitForLine(
      (line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening at http://127.0.0.1:'),
      90_000,
    );
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(listening.msg!)![0];
    return { url, lines, waitForLine, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
