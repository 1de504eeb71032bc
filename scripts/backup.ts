// npm run backup: one backup of the shop into BACKUP_DIR (default ./backups) as a folder
// `shop-<UTC timestamp>/` holding the database, a copy of the data folder's files and backup.json:
//  - SQLite (DATA_DIR, default ./data): SQLite's online backup API (better-sqlite3 db.backup()) of
//    shop.db into `shop.db`, safe while the shop runs (WAL);
//  - PostgreSQL (DATABASE_URL=postgres://…): `pg_dump --format=custom` into `shop.dump`;
//  - both: `files/`, a copy of everything else in DATA_DIR (uploads, partner documents, jwt-secret).
// Then keeps the newest BACKUP_KEEP backups (default 14; 0 keeps all). PG_BIN names the folder
// of pg_dump/pg_restore/psql (default: PATH, then the newest /usr/lib/postgresql/*/bin).
// `npm run restore -- <backup>` (scripts/restore.ts) puts one back.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';

const run = promisify(execFile);

export const MANIFEST_FILE = 'backup.json';
export const SQLITE_FILE = 'shop.db';
export const DUMP_FILE = 'shop.dump';
export const FILES_FOLDER = 'files';
export const DEFAULT_KEEP = 14;
/** The SQLite file and its WAL companions: the database, never copied as plain files. */
export const DATABASE_FILES = new Set([
  SQLITE_FILE,
  `${SQLITE_FILE}-wal`,
  `${SQLITE_FILE}-shm`,
  `${SQLITE_FILE}-journal`,
]);
/** Pages SQLite's backup copies per step: more than any shop's file holds. */
const PAGES_PER_STEP = 2 ** 30;
const NAME = /^shop-\d{8}T\d{6}Z(-\d+)?$/;

export interface Manifest {
  format: 1;
  database: 'sqlite' | 'postgres';
  createdAt: string;
  /** The database file in the backup folder. */
  file: string;
  /** Where it came from, without any password. */
  source: string;
}

export interface Settings {
  dataDir: string;
  backupDir: string;
  databaseUrl: string | undefined;
  keep: number;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): Settings {
  const keepRaw = env.BACKUP_KEEP ?? '';
  const keep = keepRaw === '' ? DEFAULT_KEEP : Number(keepRaw);
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`BACKUP_KEEP must be a non-negative integer, got ${keepRaw}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    backupDir: path.resolve(cwd, env.BACKUP_DIR || './backups'),
    databaseUrl,
    keep,
  };
}

/** `shop-20261123T203000Z` for 2026-11-23 20:30:00 UTC: sorts by time, safe in every file system. */
export function backupName(at: Date): string {
  return `shop-${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The backups past the newest `keep` among these folder names (others are not backups: kept). */
export function backupsToRemove(names: string[], keep: number): string[] {
  if (keep === 0) return [];
  const backups = names.filter((n) => NAME.test(n)).sort(byAge);
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** Oldest first; a same-second suffix (-1, -2) after its plain name. */
function byAge(a: string, b: string): number {
  const [baseA, suffixA = '0'] = a.split(/-(?=\d+$)/);
  const [baseB, suffixB = '0'] = b.split(/-(?=\d+$)/);
  return baseA! < baseB! ? -1 : baseA! > baseB! ? 1 : Number(suffixA) - Number(suffixB);
}

/** A postgres:// URL without its password, to print. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The URL without its password and the environment carrying it (PGPASSWORD), so it never shows in `ps`. */
export function libpqTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.toString(), env };
}

/** A PostgreSQL client program: PG_BIN, else PATH, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(base, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found on PATH or in ${base}/*/bin (set PG_BIN)`);
}

/** Runs a program, failing with its error output. */
export async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run(file, args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(file)} failed${stderr ? `: ${stderr}` : `: ${(error as Error).message}`}`);
  }
}

async function sizeOf(target: string): Promise<{ files: number; bytes: number }> {
  const info = await stat(target);
  if (!info.isDirectory()) return { files: 1, bytes: info.size };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(target)) {
    const inner = await sizeOf(path.join(target, entry));
    files += inner.files;
    bytes += inner.bytes;
  }
  return { files, bytes };
}

export function megabytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

/** A new, empty folder for this backup (a suffix when one of the same second exists). */
async function newBackupFolder(backupDir: string, at: Date): Promise<string> {
  await mkdir(backupDir, { recursive: true });
  const name = backupName(at);
  for (let n = 0; n < 100; n++) {
    const folder = path.join(backupDir, n === 0 ? name : `${name}-${n}`);
    try {
      await mkdir(folder);
      return folder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`too many backups named ${name} in ${backupDir}`);
}

async function backUpSqlite(dataDir: string, folder: string): Promise<string> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`no database at ${source} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: one consistent read of the file (WAL: writers go on meanwhile), never
    // restarted by a write that lands between two steps, as the default 100-page steps would be.
    await db.backup(path.join(folder, SQLITE_FILE), { progress: () => PAGES_PER_STEP });
  } finally {
    db.close();
  }
  const copy = new Database(path.join(folder, SQLITE_FILE), { readonly: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup of ${source} fails SQLite's quick_check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return source;
}

async function backUpPostgres(databaseUrl: string, folder: string): Promise<string> {
  const target = libpqTarget(databaseUrl);
  await runTool(
    pgTool('pg_dump'),
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(folder, DUMP_FILE)}`,
      `--dbname=${target.url}`,
    ],
    target.env,
  );
  return redactedUrl(databaseUrl);
}

/** Copies the data folder's files (not the SQLite database, not a backup folder inside it). */
async function copyFiles(dataDir: string, backupDir: string, folder: string): Promise<string[]> {
  const into = path.join(folder, FILES_FOLDER);
  await mkdir(into);
  if (!existsSync(dataDir)) return [];
  const copied: string[] = [];
  for (const entry of await readdir(dataDir)) {
    const from = path.join(dataDir, entry);
    if (DATABASE_FILES.has(entry) || from === backupDir) continue;
    await cp(from, path.join(into, entry), { recursive: true, preserveTimestamps: true });
    copied.push(entry);
  }
  return copied;
}

export interface BackupResult {
  folder: string;
  manifest: Manifest;
  removed: string[];
}

export async function backUp(settings: Settings, log: (line: string) => void = console.log): Promise<BackupResult> {
  const createdAt = new Date();
  const folder = await newBackupFolder(settings.backupDir, createdAt);
  try {
    const database = settings.databaseUrl ? 'postgres' : 'sqlite';
    const file = database === 'postgres' ? DUMP_FILE : SQLITE_FILE;
    const source = settings.databaseUrl
      ? await backUpPostgres(settings.databaseUrl, folder)
      : await backUpSqlite(settings.dataDir, folder);
    const databaseSize = await sizeOf(path.join(folder, file));
    log(
      database === 'postgres'
        ? `pg_dump of ${source} → ${path.join(folder, file)} (${megabytes(databaseSize.bytes)})`
        : `SQLite online backup of ${source} → ${path.join(folder, file)} (${megabytes(databaseSize.bytes)})`,
    );
    const copied = await copyFiles(settings.dataDir, settings.backupDir, folder);
    const files = await sizeOf(path.join(folder, FILES_FOLDER));
    log(
      copied.length > 0
        ? `files of ${settings.dataDir} (${copied.join(', ')}) → ${path.join(folder, FILES_FOLDER)} (${files.files} files, ${megabytes(files.bytes)})`
        : `no files in ${settings.dataDir} to copy`,
    );
    const manifest: Manifest = { format: 1, database, createdAt: createdAt.toISOString(), file, source };
    await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const removed = backupsToRemove(await readdir(settings.backupDir), settings.keep);
    for (const name of removed) await rm(path.join(settings.backupDir, name), { recursive: true, force: true });
    if (removed.length > 0)
      log(`removed ${removed.length} older backup(s) past BACKUP_KEEP=${settings.keep}: ${removed.join(', ')}`);
    log(`backup done: ${folder}`);
    return { folder, manifest, removed };
  } catch (error) {
    // No half-made backup is left to be mistaken for a good one.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** True when this module is the program being run (not imported by restore.ts or a test). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

if (isMain(import.meta.url)) {
  try {
    await backUp(settingsFromEnv(process.env));
  } catch (error) {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
