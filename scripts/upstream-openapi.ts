// Writes upstream's OpenAPI document to gateway/src/generated/upstream-openapi.json, the input of
// the gateway's generated view of the REST API (openapi-ts.config.ts). The document comes from
// upstream's own route schemas: upstream is built on a throwaway SQLite folder (never listening)
// and asked for `app.swagger()`, the same document `GET /api/openapi.json` serves. With
// UPSTREAM_OPENAPI set (a file path or an http(s) URL), that document is used instead: a gateway
// in front of another implementation of the API is generated from that implementation's document.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const UPSTREAM_DOCUMENT = path.join(root, 'gateway/src/generated/upstream-openapi.json');

async function documentOfThisUpstream(): Promise<unknown> {
  const { buildUpstream } = await import('../upstream/src/app.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
  try {
    const app = await buildUpstream({ dataDir, production: false, devRoutes: false, logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function documentAt(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(source, 'utf8'));
}

const source = process.env.UPSTREAM_OPENAPI;
const document = source ? await documentAt(source) : await documentOfThisUpstream();
mkdirSync(path.dirname(UPSTREAM_DOCUMENT), { recursive: true });
writeFileSync(UPSTREAM_DOCUMENT, `${JSON.stringify(document, null, 1)}\n`);
