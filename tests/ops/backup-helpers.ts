// Helpers of the backup tests: runs `scripts/backup.ts` or `scripts/restore.ts` as a process (as
// `npm run backup` does) and uploads a profile picture, so a backup has a file to carry.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { authed } from '../api/account-helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name>.ts with these settings on top of a clean environment (no DATABASE_URL unless given). */
export function runScript(
  name: 'backup' | 'restore',
  env: Record<string, string>,
  args: string[] = [],
): Promise<ScriptRun> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  delete base.BACKUP_DIR;
  delete base.BACKUP_KEEP;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), ...args],
      { cwd: root, env: { ...base, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Sets the customer's profile picture; answers its address (/images/profiles/<name>.png). */
export async function uploadProfilePicture(api: string, token: string, email: string, phone: string): Promise<string> {
  const form = new FormData();
  form.append('firstName', 'Backup');
  form.append('lastName', 'Customer');
  form.append('email', email);
  form.append('phone', phone);
  form.append('Image', new Blob([PNG_1X1], { type: 'image/png' }), 'me.png');
  const answer = await authed(`${api}/user/UpdateProfile`, token, { method: 'POST', body: form });
  expect(answer.status, answer.text).toBe(200);
  const profile = await authed(`${api}/CommonData/userprofile`, token);
  const image = (profile.body as { image: string | null }).image;
  expect(image).toMatch(/^\/images\/profiles\/[0-9a-f]{32}\.png$/);
  return image!;
}
