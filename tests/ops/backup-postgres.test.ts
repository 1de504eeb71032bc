// Backup and restore on PostgreSQL, as an operator runs them: `npm run backup` (pg_dump) while an
// upstream runs on the database, then `npm run restore` (pg_restore) into a new, empty database and
// a new data folder; an upstream started on both finds the customer, their session and their
// picture, and nothing made after the backup. A restore into a database that holds tables is
// refused unless --force. Uses TEST_POSTGRES_URL when set, else a throwaway cluster.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../../upstream/src/app.ts';
import { authed, freshCustomer, login } from '../api/account-helpers.ts';
import { postJson } from '../api/http.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { createTestDatabase, withAdmin, type TestDatabase } from '../support/postgres.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { runScript, uploadProfilePicture } from './backup-helpers.ts';

let cluster: PostgresCluster | undefined;
let adminUrl: string;
let source: TestDatabase;
let upstream: RunningUpstream;
let work: string;
let restored: FastifyInstance | undefined;
const emptyDatabases: string[] = [];

/** A new database with no table in it; answers its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `shop_restore_${process.pid}_${emptyDatabases.length}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  emptyDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  if (process.env.TEST_POSTGRES_URL) adminUrl = process.env.TEST_POSTGRES_URL;
  else {
    cluster = await startPostgresCluster();
    adminUrl = cluster.adminUrl;
  }
  source = await createTestDatabase(adminUrl);
  upstream = await startUpstream({ databaseUrl: source.url });
  work = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-pg-'));
});

afterAll(async () => {
  await restored?.close();
  await upstream?.close();
  await source?.drop();
  if (adminUrl) {
    for (const name of emptyDatabases)
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  await cluster?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('PostgreSQL: npm run backup (pg_dump), then npm run restore (pg_restore) into an empty database', () => {
  it('brings back what was there at backup time, files and sessions included', async () => {
    const api = `${upstream.url}/api`;
    const before = await freshCustomer(api, 'pgbackup');
    const picture = await uploadProfilePicture(api, before.token, before.email, before.phone);
    const backupDir = path.join(work, 'backups');

    const backup = await runScript('backup', {
      DATABASE_URL: source.url,
      DATA_DIR: upstream.dataDir,
      BACKUP_DIR: backupDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/pg_dump of postgres:\/\/.* → .*shop\.dump/);
    const [folder] = await readdir(backupDir);
    expect(folder).toMatch(/^shop-\d{8}T\d{6}Z$/);

    const after = await freshCustomer(api, 'pgafter');

    const target = await emptyDatabase();
    const dataDir = path.join(work, 'restored');
    const restore = await runScript('restore', { DATABASE_URL: target, DATA_DIR: dataDir }, [
      path.join(backupDir, folder!),
    ]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('pg_restore of shop.dump → postgres://');

    restored = await buildUpstream({ dataDir, databaseUrl: target, logger: false, devRoutes: true });
    await restored.listen({ host: '127.0.0.1', port: 0 });
    const address = restored.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    const restoredApi = `http://127.0.0.1:${address.port}/api`;

    expect(await login(restoredApi, before.email, before.password)).toEqual(expect.any(String));
    const profile = await authed(`${restoredApi}/CommonData/userprofile`, before.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: before.email, image: picture });
    expect((await fetch(`http://127.0.0.1:${address.port}${picture}`)).status).toBe(200);
    const missing = await postJson(`${restoredApi}/User/Login`, { email_id: after.email, u_Password: after.password });
    expect(missing.status).toBe(401);
    // New rows get new ids after the restored ones (sequences came back too).
    const next = await freshCustomer(restoredApi, 'pgnext');
    expect(await login(restoredApi, next.email, next.password)).toEqual(expect.any(String));

    // The restored database now holds tables: a second restore is refused without --force.
    await restored.close();
    restored = undefined;
    const again = await runScript('restore', { DATABASE_URL: target, DATA_DIR: path.join(work, 'other') }, [
      path.join(backupDir, folder!),
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /restore failed: the database postgres:\/\/.* is not empty \(\d+ tables\); pass --force/,
    );

    const forced = await runScript('restore', { DATABASE_URL: target, DATA_DIR: path.join(work, 'other') }, [
      path.join(backupDir, folder!),
      '--force',
    ]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('(cleaned first)');
  });

  it('refuses a PostgreSQL backup without DATABASE_URL', async () => {
    const backupDir = path.join(work, 'backups');
    const [folder] = await readdir(backupDir);
    const refused = await runScript('restore', { DATA_DIR: path.join(work, 'none') }, [path.join(backupDir, folder!)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'restore failed: this is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into',
    );
  });
});
