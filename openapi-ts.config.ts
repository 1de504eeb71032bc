// The gateway's view of upstream, generated from upstream's OpenAPI document (written by
// scripts/upstream-openapi.ts) by @hey-api/openapi-ts: TypeScript types of every request and
// answer (types.gen.ts) and zod schemas of them (zod.gen.ts), which the gateway's domain clients
// parse upstream's answers with before they rename them. Never committed (gateway/src/generated).
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: 'gateway/src/generated/upstream-openapi.json',
  output: { path: 'gateway/src/generated/upstream', importFileExtension: '.ts', indexFile: false, postProcess: [] },
  plugins: ['@hey-api/typescript', { name: 'zod', metadata: false }],
  logs: { level: 'warn' },
});
