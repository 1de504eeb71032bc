import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from './ccavenue.ts';

const KEY = '0123456789ABCDEF0123456789ABCDEF';

describe('CCAvenue crypto', () => {
  it('is AES-128-CBC under MD5(working key) with IV 0x00..0x0f, hex', () => {
    const plain = 'merchant_id=123456&order_id=LUM2603010004&amount=17999.00';
    const key = createHash('md5').update(KEY).digest();
    const iv = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const cipher = createCipheriv('aes-128-cbc', key, iv);
    const expected = cipher.update(plain, 'utf8', 'hex') + cipher.final('hex');
    expect(encryptRequest(plain, KEY)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]+$/);
    expect(decryptResponse(expected, KEY)).toBe(plain);
    expect(decryptResponse(expected.toUpperCase(), KEY)).toBe(plain);
  });

  it('is deterministic: the same request encrypts the same', () => {
    expect(encryptRequest('a=1', KEY)).toBe(encryptRequest('a=1', KEY));
  });

  it('refuses what the working key did not encrypt', () => {
    const other = encryptRequest('order_id=LUM1&order_status=Success', 'another-working-key');
    expect(decryptResponse(other, KEY)).toBeNull();
    expect(decryptResponse('not hex at all', KEY)).toBeNull();
    expect(decryptResponse('abcd', KEY)).toBeNull();
    expect(decryptResponse('', KEY)).toBeNull();
  });

  it('encodes and decodes urlencoded parameters', () => {
    const params = { order_id: 'LUM1', billing_name: 'Aarav Sharma', billing_address: '14, Brigade Road & Co' };
    expect(decodeParams(encodeParams(params))).toEqual(params);
  });
});
