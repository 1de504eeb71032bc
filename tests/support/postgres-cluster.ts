// A throwaway PostgreSQL cluster for a test run: initdb in a new temporary folder (trust auth,
// C collation so text sorts as SQLite sorts it, durability off for speed), a free port on
// 127.0.0.1 and its socket inside that folder. stop() stops the server and removes the folder.
// PostgreSQL refuses to run as root: as root, its programs run as the `postgres` OS user, who owns
// the folder. The binaries: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else PATH.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: a superuser, no password. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  return '';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const program = (name: string) => (bin ? path.join(bin, name) : name);
  const owner = await postgresUser();
  const as = (name: string, args: string[]) =>
    owner ? run('runuser', ['-u', 'postgres', '--', program(name), ...args]) : run(program(name), args);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-postgres-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c max_connections=300',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        await as('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
        break;
      } catch (error) {
        // Another process may have taken the port in between: try another one.
        if (attempt >= 3) throw error;
      }
    }
    let stopped = false;
    return {
      adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL cluster did not start${log ? `:\n${log}` : ''}`, { cause: error });
  }
}
