import { describe, expect, it } from 'vitest';
import { canonicalQuery, signedLink, verifySignedLink } from './admin-export-link.ts';

const key = 'k'.repeat(64);
const path = '/files/admin/orders.csv';
const now = new Date('2026-11-23T10:00:00.000Z');
const later = new Date(now.getTime() + 5 * 60_000);

function queryOf(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://shop.test').searchParams);
}

describe('signed console links', () => {
  it('names the operator of a link signed for the same path and query until it expires', () => {
    const link = signedLink(key, path, { status: 'packed,shipped', state: 'Tamil Nadu' }, 7, later);
    expect(link.startsWith(`${path}?`)).toBe(true);
    expect(verifySignedLink(key, path, queryOf(link), now)).toBe(7);
    expect(verifySignedLink(key, path, queryOf(link), new Date(later.getTime() + 1000))).toBeNull();
  });

  it('refuses a changed filter, operator, path, key or signature', () => {
    const query = queryOf(signedLink(key, path, { status: 'packed' }, 7, later));
    expect(verifySignedLink(key, path, { ...query, status: 'shipped' }, now)).toBeNull();
    expect(verifySignedLink(key, path, { ...query, state: 'Kerala' }, now)).toBeNull();
    expect(verifySignedLink(key, path, { ...query, operator: '1' }, now)).toBeNull();
    expect(verifySignedLink(key, '/files/admin/other.csv', query, now)).toBeNull();
    expect(verifySignedLink('j'.repeat(64), path, query, now)).toBeNull();
    expect(verifySignedLink(key, path, { ...query, signature: 'ab' }, now)).toBeNull();
  });

  it('reads parameters in any order', () => {
    expect(canonicalQuery({ b: '2', a: '1 &', signature: 'x', c: undefined })).toBe('a=1%20%26&b=2');
  });
});
