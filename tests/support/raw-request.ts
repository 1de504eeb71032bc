// A raw HTTP client for the server timeouts (tests/graphql/headers-timeouts.test.ts and
// tests/bench/timeouts.ts): opens a socket, writes `head`, then `chunks` one every `everyMs`, and
// answers once the server closes the connection: what it answered, how many chunks had been
// written by then, and after how long (for the benchmark; the tests assert what happened, not when).
import net from 'node:net';

export interface RawAnswer {
  /** Everything the server wrote before it closed the connection ('' when it dropped it). */
  answer: string;
  /** How many of `chunks` were written before the connection closed. */
  sent: number;
  closedAfterMs: number;
}

/** How long a connection may stay open before the client gives up (a server that never closes it). */
const GIVE_UP_MS = 15_000;

export function rawRequest(port: number, head: string, chunks: string[] = [], everyMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    let sent = 0;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      const timer = setInterval(() => {
        if (sent < chunks.length && !socket.destroyed) socket.write(chunks[sent++]!);
        else clearInterval(timer);
      }, everyMs || 1);
      socket.once('close', () => clearInterval(timer));
    });
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ answer, sent, closedAfterMs: performance.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${GIVE_UP_MS / 1000} s`));
    }, GIVE_UP_MS).unref();
  });
}
