// The gateway answers before upstream has finished seeding its fresh database: wait until a real
// catalog query succeeds, so the first journey does not meet a half-started shop.
import type { FullConfig } from '@playwright/test';

const READY_TIMEOUT_MS = 180_000;
const POLL_MS = 500;

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4100';
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
      const body = (await response.json()) as { data?: { categories?: unknown[] }; errors?: unknown };
      if (response.ok && (body.data?.categories?.length ?? 0) > 0) return;
      last = JSON.stringify(body).slice(0, 300);
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the shop did not become ready in ${READY_TIMEOUT_MS / 1000}s: ${last}`);
}
