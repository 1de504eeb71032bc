// Where the gateway finds the secret that upstream signs shopper tokens with: JWT_SECRET, or the
// file `${DATA_DIR}/jwt-secret` that upstream writes on its first start. The file is read lazily
// (upstream may start after the gateway) and kept once found.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
export const DEFAULT_DATA_DIR = './data';

export interface SecretOptions {
  /** An explicit secret (JWT_SECRET, or a test's). */
  secret?: string | undefined;
  /** The data folder holding `jwt-secret`; default DATA_DIR or ./data. */
  dataDir?: string | undefined;
}

export type SecretSource = () => string | null;

export function createSecretSource(options: SecretOptions): SecretSource {
  if (options.secret) {
    const fixed = options.secret;
    return () => fixed;
  }
  const file = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR, JWT_SECRET_FILE);
  let found: string | null = null;
  return () => {
    if (found !== null) return found;
    try {
      // Trimmed, as upstream reads it.
      const content = readFileSync(file, 'utf8').trim();
      if (content !== '') found = content;
    } catch {
      // Not written yet: every request is a guest until it is.
    }
    return found;
  };
}
