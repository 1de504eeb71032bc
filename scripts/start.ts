// Starts the whole shop: upstream (REST API on SQLite) on 127.0.0.1:UPSTREAM_PORT and the gateway
// (GraphQL + web client) on PORT. Ctrl-C stops both. With UPSTREAM_URL set, only the gateway starts
// and talks to that API instead.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.DATA_DIR = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
env.UPSTREAM_PORT ??= '4001';
env.PORT ??= '4000';
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

if (!externalUpstream) run('upstream', 'upstream/src/main.ts');
run('gateway', 'gateway/src/main.ts');
console.log(`[start] shop at http://localhost:${env.PORT} (GraphQL at /graphql), upstream ${env.UPSTREAM_URL}, data in ${env.DATA_DIR}`);
