// Starts a real upstream on a fresh temporary database for a test file: a new folder under the
// OS temp dir, migrated and seeded, listening on 127.0.0.1 on a free port. close() stops it and
// removes the folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildUpstream } from '../../upstream/src/app.ts';

export interface RunningUpstream {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startUpstream(opts: { latencyMs?: number } = {}): Promise<RunningUpstream> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-upstream-'));
  let app;
  try {
    app = await buildUpstream({ dataDir, latencyMs: opts.latencyMs ?? 0, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('upstream did not listen on a TCP port');
  const running = app;
  return {
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
