// Backup and restore as an operator runs them (`npm run backup`, `npm run restore -- <backup>` as
// processes) on SQLite: a backup taken while upstream runs holds the changes made before it and
// none made after; restored into a new data folder, an upstream started on it finds the customer,
// their session and their uploaded picture. A restore never overwrites a data folder without --force.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../../upstream/src/app.ts';
import { authed, freshCustomer, login } from '../api/account-helpers.ts';
import { postJson } from '../api/http.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { runScript, uploadProfilePicture } from './backup-helpers.ts';

let work: string;
let upstream: RunningUpstream;
let restored: FastifyInstance | undefined;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  upstream = await startUpstream();
});
afterAll(async () => {
  await restored?.close();
  await upstream?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('SQLite: npm run backup, then npm run restore into a new data folder', () => {
  it('brings back what was there at backup time, files and sessions included', async () => {
    const api = `${upstream.url}/api`;
    const before = await freshCustomer(api, 'backup');
    const picture = await uploadProfilePicture(api, before.token, before.email, before.phone);
    const backupDir = path.join(work, 'backups');

    const backup = await runScript('backup', { DATA_DIR: upstream.dataDir, BACKUP_DIR: backupDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/SQLite online backup of .*shop\.db → /);
    expect(backup.stdout).toMatch(/files of .*\(.*jwt-secret.*uploads.*\)/);
    const [folder, ...others] = await readdir(backupDir);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^shop-\d{8}T\d{6}Z$/);

    // Made after the backup: must not come back.
    const after = await freshCustomer(api, 'after');

    const dataDir = path.join(work, 'restored');
    const restore = await runScript('restore', { DATA_DIR: dataDir, BACKUP_DIR: backupDir }, [
      path.join(backupDir, folder!),
    ]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`shop.db`);
    expect(restore.stdout).toContain('restore done');

    restored = await buildUpstream({ dataDir, logger: false, devRoutes: true });
    await restored.listen({ host: '127.0.0.1', port: 0 });
    const address = restored.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    const restoredApi = `http://127.0.0.1:${address.port}/api`;

    expect(await login(restoredApi, before.email, before.password)).toEqual(expect.any(String));
    // The restored jwt-secret: a session from before the backup is still good.
    const profile = await authed(`${restoredApi}/CommonData/userprofile`, before.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: before.email, image: picture });
    const served = await fetch(`http://127.0.0.1:${address.port}${picture}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).length).toBeGreaterThan(0);

    const missing = await postJson(`${restoredApi}/User/Login`, { email_id: after.email, u_Password: after.password });
    expect(missing.status).toBe(401);
  });

  it('refuses to restore over a data folder that is not empty, unless --force (which moves it into BACKUP_DIR)', async () => {
    const backupDir = path.join(work, 'backups-2');
    const backup = await runScript('backup', { DATA_DIR: upstream.dataDir, BACKUP_DIR: backupDir });
    expect(backup.code, backup.stderr).toBe(0);
    const folder = path.join(backupDir, (await readdir(backupDir))[0]!);

    const dataDir = path.join(work, 'occupied');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'shop.db'), 'not a database');

    const refused = await runScript('restore', { DATA_DIR: dataDir, BACKUP_DIR: backupDir }, [folder]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`restore failed: DATA_DIR ${dataDir} is not empty (shop.db)`);
    expect(await readdir(dataDir)).toEqual(['shop.db']);

    const forced = await runScript('restore', { DATA_DIR: dataDir, BACKUP_DIR: backupDir }, [folder, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    const aside = forced.stdout.match(/into (\S+)$/m)?.[1];
    expect(path.dirname(aside!)).toBe(backupDir);
    expect(aside).toMatch(/\/replaced-\d{8}T\d{6}Z$/);
    expect(await readdir(aside!)).toEqual(['shop.db']);
    expect((await readdir(dataDir)).sort()).toEqual(expect.arrayContaining(['jwt-secret', 'shop.db', 'uploads']));
  });

  it('refuses a folder that is not a backup, and leaves no half-made backup when the database is missing', async () => {
    const notBackup = await runScript('restore', { DATA_DIR: path.join(work, 'x') }, [work]);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain(`restore failed: ${work} is not a backup (no readable backup.json)`);
    expect(existsSync(path.join(work, 'x'))).toBe(false);

    const backupDir = path.join(work, 'backups-3');
    const empty = await runScript('backup', { DATA_DIR: path.join(work, 'no-data'), BACKUP_DIR: backupDir });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('backup failed: no database at');
    expect(await readdir(backupDir)).toEqual([]);
  });
});
