// The CCAvenue redirect protocol's cryptography and parameter encoding: AES-128-CBC under the MD5
// of the working key, IV 0x00..0x0f, hex text; parameters as an urlencoded k=v&k=v string.
// Deterministic (fixed IV), as CCAvenue's own kits are. Tested beside.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const ALGORITHM = 'aes-128-cbc';
const IV = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

function keyOf(workingKey: string): Buffer {
  return createHash('md5').update(workingKey, 'utf8').digest();
}

export function encryptRequest(plainText: string, workingKey: string): string {
  const cipher = createCipheriv(ALGORITHM, keyOf(workingKey), IV);
  return cipher.update(plainText, 'utf8', 'hex') + cipher.final('hex');
}

/** The plain text of an encrypted hex string; null when it is not hex or does not decrypt. */
export function decryptResponse(encrypted: string, workingKey: string): string | null {
  const text = encrypted.trim();
  if (!HEX.test(text) || text.length % 32 !== 0) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, keyOf(workingKey), IV);
    const plain = decipher.update(text, 'hex', 'utf8') + decipher.final('utf8');
    return plain.includes('\uFFFD') ? null : plain;
  } catch {
    return null;
  }
}

export function encodeParams(params: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(params)).toString();
}

export function decodeParams(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
