import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Shop@1234');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored).not.toContain('Shop@1234');
    expect(await verifyPassword('Shop@1234', stored)).toBe(true);
    expect(await verifyPassword('shop@1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('same', salt)).toBe(await hashPassword('same', salt));
  });

  it('refuses malformed or tampered hashes', async () => {
    const stored = await hashPassword('secret1');
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(64).toString('base64url')].join('$');
    for (const bad of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      stored.replace('scrypt$16384', 'scrypt$0'),
      tampered,
      parts.slice(0, 5).join('$'),
    ]) {
      expect(await verifyPassword('secret1', bad)).toBe(false);
    }
  });
});
