// npm run restore -- <backup folder> [--force]: puts a backup made by `npm run backup` back.
//  - A SQLite backup goes into DATA_DIR (default ./data) of a stopped shop: shop.db and the files.
//  - A PostgreSQL backup goes into the empty database of DATABASE_URL (pg_restore), its files into
//    DATA_DIR.
// A target that is not empty is refused unless --force: then the data folder's current content is
// moved aside into `<BACKUP_DIR>/replaced-<UTC timestamp>/` (nothing is deleted), and a PostgreSQL
// database is cleaned first (pg_restore --clean). Stop every upstream first; start them after: they
// run any newer migrations on the restored database.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FILES_FOLDER,
  MANIFEST_FILE,
  SQLITE_FILE,
  backupName,
  isMain,
  libpqTarget,
  megabytes,
  pgTool,
  redactedUrl,
  runTool,
  settingsFromEnv,
  type Manifest,
  type Settings,
} from './backup.ts';

export const USAGE = 'usage: npm run restore -- <backup folder> [--force]';

export interface RestoreOptions {
  backup: string;
  force: boolean;
}

export function parseArguments(args: string[]): RestoreOptions {
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new Error(USAGE);
  return { backup: path.resolve(rest[0]!), force };
}

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new Error(`${folder} is not a backup (no readable ${MANIFEST_FILE})`);
  }
  const manifest = parsed as Partial<Manifest>;
  if (
    manifest.format !== 1 ||
    (manifest.database !== 'sqlite' && manifest.database !== 'postgres') ||
    typeof manifest.file !== 'string'
  )
    throw new Error(`${file} is not a backup manifest this version reads`);
  if (!existsSync(path.join(folder, manifest.file)))
    throw new Error(`${folder} lacks its database file ${manifest.file}`);
  return manifest as Manifest;
}

/** The data folder's current entries (none when it does not exist). */
async function entriesOf(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  if (!(await stat(dataDir)).isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder`);
  return readdir(dataDir);
}

/** Moves every entry of the data folder into `<BACKUP_DIR>/replaced-<UTC timestamp>/`; answers that folder. */
async function moveAside(dataDir: string, backupDir: string, entries: string[]): Promise<string> {
  const aside = path.join(backupDir, `replaced-${backupName(new Date()).slice('shop-'.length)}`);
  await mkdir(aside, { recursive: true });
  for (const entry of entries) {
    const from = path.join(dataDir, entry);
    const to = path.join(aside, entry);
    try {
      await rename(from, to);
    } catch (error) {
      // Another file system (a container's volumes): copy, then remove.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await cp(from, to, { recursive: true, preserveTimestamps: true });
      await rm(from, { recursive: true, force: true });
    }
  }
  return aside;
}

/** Tables of the database outside PostgreSQL's own schemas. */
async function tableCount(databaseUrl: string): Promise<number> {
  const target = libpqTarget(databaseUrl);
  const out = await runTool(
    pgTool('psql'),
    [
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      `--dbname=${target.url}`,
      "--command=SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    ],
    target.env,
  );
  return Number(out.trim());
}

export async function restore(
  settings: Settings,
  options: RestoreOptions,
  log: (line: string) => void = console.log,
): Promise<void> {
  const manifest = await readManifest(options.backup);
  const { dataDir, databaseUrl } = settings;
  if (manifest.database === 'postgres' && !databaseUrl)
    throw new Error('this is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into');
  if (manifest.database === 'sqlite' && databaseUrl)
    throw new Error('this is a SQLite backup: it restores into DATA_DIR; unset DATABASE_URL');

  // Check every target before changing anything.
  const entries = await entriesOf(dataDir);
  if (entries.length > 0 && !options.force)
    throw new Error(
      `DATA_DIR ${dataDir} is not empty (${entries.join(', ')}); stop the shop and pass --force to replace it`,
    );
  let tables = 0;
  if (manifest.database === 'postgres') {
    tables = await tableCount(databaseUrl!);
    if (tables > 0 && !options.force)
      throw new Error(
        `the database ${redactedUrl(databaseUrl!)} is not empty (${tables} tables); pass --force to replace it`,
      );
  }

  log(`restoring ${manifest.database} backup of ${manifest.createdAt} from ${options.backup}`);
  if (entries.length > 0)
    log(`moved the current content of ${dataDir} into ${await moveAside(dataDir, settings.backupDir, entries)}`);
  await mkdir(dataDir, { recursive: true });

  const databaseFile = path.join(options.backup, manifest.file);
  if (manifest.database === 'sqlite') {
    // Copied under a temporary name, then renamed: a half-copied shop.db never exists.
    const partial = path.join(dataDir, `${SQLITE_FILE}.restoring`);
    await cp(databaseFile, partial);
    await rename(partial, path.join(dataDir, SQLITE_FILE));
    log(`${SQLITE_FILE} (${megabytes((await stat(databaseFile)).size)}) → ${path.join(dataDir, SQLITE_FILE)}`);
  } else {
    const target = libpqTarget(databaseUrl!);
    const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
    await runTool(
      pgTool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...clean,
        `--dbname=${target.url}`,
        databaseFile,
      ],
      target.env,
    );
    log(`pg_restore of ${manifest.file} → ${redactedUrl(databaseUrl!)}${clean.length ? ' (cleaned first)' : ''}`);
  }

  const files = path.join(options.backup, FILES_FOLDER);
  const restored = existsSync(files) ? await readdir(files) : [];
  for (const entry of restored)
    await cp(path.join(files, entry), path.join(dataDir, entry), { recursive: true, preserveTimestamps: true });
  log(restored.length > 0 ? `files (${restored.join(', ')}) → ${dataDir}` : 'the backup holds no files');
  log('restore done: start the shop (upstream runs any newer migrations at start)');
}

if (isMain(import.meta.url)) {
  try {
    await restore(settingsFromEnv(process.env), parseArguments(process.argv.slice(2)));
  } catch (error) {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
