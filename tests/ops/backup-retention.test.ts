// The backup scripts' pure parts: folder names that sort by time, which backups BACKUP_KEEP removes,
// the settings and the restore's arguments, and passwords kept out of what is printed or passed.
import { describe, expect, it } from 'vitest';
import { backupName, backupsToRemove, libpqTarget, redactedUrl, settingsFromEnv } from '../../scripts/backup.ts';
import { USAGE, parseArguments } from '../../scripts/restore.ts';

describe('backup names and retention', () => {
  it('names a backup by its UTC second', () => {
    expect(backupName(new Date('2026-11-23T20:30:05.123Z'))).toBe('shop-20261123T203005Z');
  });

  it('removes the oldest backups past BACKUP_KEEP, same-second ones ordered by suffix, other folders untouched', () => {
    const names = [
      'shop-20261123T203005Z-1',
      'notes',
      'shop-20261122T010000Z',
      'shop-20261123T203005Z',
      'shop-20261124T000000Z',
      'shop-20261123T203005Z-10',
      'shop-20261123T203005Z-2',
    ];
    expect(backupsToRemove(names, 3)).toEqual([
      'shop-20261122T010000Z',
      'shop-20261123T203005Z',
      'shop-20261123T203005Z-1',
    ]);
    expect(backupsToRemove(names, 6)).toEqual([]);
    expect(backupsToRemove(names, 0)).toEqual([]);
  });
});

describe('settings', () => {
  it('reads DATA_DIR, BACKUP_DIR, BACKUP_KEEP and DATABASE_URL', () => {
    expect(settingsFromEnv({}, '/srv/shop')).toEqual({
      dataDir: '/srv/shop/data',
      backupDir: '/srv/shop/backups',
      databaseUrl: undefined,
      keep: 14,
    });
    expect(
      settingsFromEnv(
        { DATA_DIR: '/d', BACKUP_DIR: 'b', BACKUP_KEEP: '0', DATABASE_URL: 'postgres://shop@db/shop' },
        '/srv',
      ),
    ).toEqual({ dataDir: '/d', backupDir: '/srv/b', databaseUrl: 'postgres://shop@db/shop', keep: 0 });
  });

  it('refuses a BACKUP_KEEP that is not a count and a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => settingsFromEnv({ BACKUP_KEEP: '-1' })).toThrow('BACKUP_KEEP must be a non-negative integer, got -1');
    expect(() => settingsFromEnv({ BACKUP_KEEP: 'many' })).toThrow('BACKUP_KEEP');
    expect(() => settingsFromEnv({ DATABASE_URL: 'mysql://x/y' })).toThrow('DATABASE_URL must start with postgres://');
  });

  it('keeps the password out of printed URLs and out of the command line', () => {
    expect(redactedUrl('postgres://shop:s%40cret@db:5432/shop')).toBe('postgres://shop:***@db:5432/shop');
    const target = libpqTarget('postgres://shop:s%40cret@db:5432/shop');
    expect(target.url).toBe('postgres://shop@db:5432/shop');
    expect(target.env.PGPASSWORD).toBe('s@cret');
  });
});

describe('restore arguments', () => {
  it('takes one backup folder and an optional --force', () => {
    expect(parseArguments(['backups/shop-20261123T203005Z'])).toEqual({
      backup: expect.stringMatching(/\/backups\/shop-20261123T203005Z$/),
      force: false,
    });
    expect(parseArguments(['--force', '/b/x']).force).toBe(true);
    expect(() => parseArguments([])).toThrow(USAGE);
    expect(() => parseArguments(['a', 'b'])).toThrow(USAGE);
    expect(() => parseArguments(['--forse'])).toThrow(USAGE);
  });
});
