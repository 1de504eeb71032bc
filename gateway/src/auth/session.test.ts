import jwt from 'jsonwebtoken';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretSource, JWT_SECRET_FILE } from './jwt-secret.ts';
import { Session } from './session.ts';

const SECRET = 'session-test-secret';
const token = (secret = SECRET) =>
  jwt.sign({ sub: '7', typ: 'shopper' }, secret, { algorithm: 'HS256', expiresIn: 600 });

describe('Session.fromToken', () => {
  it('gives a customer for a valid token and forwards it', () => {
    const value = token();
    const session = Session.fromToken(value, () => SECRET);
    expect(session.isCustomer).toBe(true);
    expect(session.userId).toBe('7');
    expect(session.token).toBe(value);
  });

  it('gives a guest, forwarding nothing, for no token, a forged token or no secret yet', () => {
    for (const session of [
      Session.fromToken(null, () => SECRET),
      Session.fromToken(token('other'), () => SECRET),
      Session.fromToken(token(), () => null),
    ]) {
      expect(session.isCustomer).toBe(false);
      expect(session.token).toBeNull();
    }
  });

  it('becomes a guest once upstream rejects the token', () => {
    const session = Session.fromToken(token(), () => SECRET);
    session.reject();
    expect(session.isCustomer).toBe(false);
    expect(session.token).toBeNull();
  });
});

describe('createSecretSource', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('prefers an explicit secret', () => {
    expect(createSecretSource({ secret: 'explicit', dataDir: '/nonexistent' })()).toBe('explicit');
  });

  it('reads the data folder file once it exists, trimmed as upstream reads it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-secret-'));
    dirs.push(dir);
    const source = createSecretSource({ dataDir: dir });
    expect(source()).toBeNull();
    await writeFile(path.join(dir, JWT_SECRET_FILE), ' s3cret \n');
    expect(source()).toBe('s3cret');
  });
});
