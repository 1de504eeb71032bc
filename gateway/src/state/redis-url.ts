// The REDIS_URL setting: where the gateways that serve one shop keep the state they share (the
// rate limits' counters). Unset or empty: each gateway counts in its own memory. A value that is
// not a redis:// or rediss:// URL stops the start, naming the setting.
import { z } from 'zod';

const RedisUrl = z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' });

/** REDIS_URL from the environment: the URL, or undefined when unset or empty. */
export function redisUrlSetting(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const raw = env.REDIS_URL?.trim() ?? '';
  if (raw === '') return undefined;
  const parsed = RedisUrl.safeParse(raw);
  if (!parsed.success) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not '${redact(raw)}'`);
  return parsed.data;
}

/** The URL without its password, for messages and logs. */
export function redact(url: string): string {
  return url.replace(/^(\w+:\/\/[^:@/]*:)[^@/]*@/, '$1***@');
}
