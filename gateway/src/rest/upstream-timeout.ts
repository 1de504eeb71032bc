// UPSTREAM_TIMEOUT_MS, the longest wait of any upstream call (rest/pool.ts applies it). Apart from
// pool.ts so that main.ts reads it without loading undici before tracing starts.

/** UPSTREAM_TIMEOUT_MS's default: a screen's upstream calls take tens of milliseconds. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5_000;

/** UPSTREAM_TIMEOUT_MS: a positive whole number of milliseconds; unset or empty: the default. */
export function upstreamTimeoutFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.UPSTREAM_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_UPSTREAM_TIMEOUT_MS;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0)
    throw new Error(`UPSTREAM_TIMEOUT_MS must be a positive number of milliseconds, got ${raw}`);
  return Number(raw);
}
