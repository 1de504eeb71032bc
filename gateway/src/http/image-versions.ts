// Versioned picture addresses. Upstream's catalog pictures carry their version as ETag (a hash of
// the drawing) and are cached for good when asked for by it (`?v=`). Before a GraphQL answer
// leaves, every catalog picture address in its data gets `?v=<version>`: browsers, the service
// worker and shared caches keep the picture for a year, and a changed drawing is a new address.
// The gateway learns a version with a HEAD through its upstream pool, in the background: an answer
// never waits for it. An address whose version is not known yet leaves unchanged (it is still
// served, with a short max-age); a version is asked again after `ttlMs`, so a changed drawing
// shows in answers within that time and one look-up.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { RestConnection } from '../rest/pool.ts';

/** Addresses of upstream's generated catalog pictures (routes/catalog-images.ts). */
const VERSIONED_PICTURE = /^\/images\/(?:products|highlights|banners|blogs)\/[\w./-]+\.svg$/;
export const DEFAULT_IMAGE_VERSION_TTL_MS = 60_000;
/** Versions kept at most (one per picture of the catalog; old ones go first). */
const MAX_KEPT = 20_000;

export interface ImageVersions {
  /**
   * The version of a picture known now, or null (not a catalog picture, or not known yet: it is
   * asked for in the background). A version older than the TTL is still answered while it is asked
   * again, so an answer never waits for upstream.
   */
  versionOf(url: string): string | null;
}

export function imageVersions(connection: RestConnection, ttlMs = DEFAULT_IMAGE_VERSION_TTL_MS): ImageVersions {
  const kept = new Map<string, { version: string | null; asked: number; asking: boolean }>();

  async function ask(url: string): Promise<string | null> {
    try {
      const answer = await connection.pool.request({ method: 'HEAD', path: connection.basePath + url });
      await answer.body.dump();
      const etag = answer.headers.etag;
      if (answer.statusCode !== 200 || typeof etag !== 'string') return null;
      return /^"([\w-]{1,64})"$/.exec(etag)?.[1] ?? null;
    } catch {
      return null;
    }
  }

  return {
    versionOf(url) {
      if (!VERSIONED_PICTURE.test(url)) return null;
      const now = Date.now();
      let entry = kept.get(url);
      if (!entry) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        entry = { version: null, asked: 0, asking: false };
        kept.set(url, entry);
      }
      if (!entry.asking && now - entry.asked >= ttlMs) {
        const asking = entry;
        asking.asking = true;
        void ask(url).then((version) => {
          // A failed look-up keeps the last version and is asked again next time.
          if (version !== null) {
            asking.version = version;
            asking.asked = Date.now();
          }
          asking.asking = false;
        });
      }
      return entry.version;
    },
  };
}

/** Every string of `value` (objects and arrays, any depth) that is a catalog picture address. */
function collect(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (VERSIONED_PICTURE.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collect(item, found);
  }
}

function replace(value: unknown, versioned: Map<string, string>): unknown {
  if (typeof value === 'string') return versioned.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replace(item, versioned));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = replace(item, versioned);
    return out;
  }
  return value;
}

/** `data` with each catalog picture address as its versioned address (`?v=`), where known. */
export function versionPictureUrls<T>(data: T, versions: ImageVersions): T {
  const found = new Set<string>();
  collect(data, found);
  const versioned = new Map<string, string>();
  for (const url of found) {
    const version = versions.versionOf(url);
    if (version) versioned.set(url, `${url}?v=${version}`);
  }
  return versioned.size ? (replace(data, versioned) as T) : data;
}

/** Whether an operation asks the operator console's fields (admin, adminX): it edits addresses as stored. */
function isConsoleOperation(operation: OperationDefinitionNode | undefined): boolean {
  return (operation?.selectionSet.selections ?? []).some(
    (selection) => selection.kind === Kind.FIELD && /^admin(?:[A-Z]|$)/.test(selection.name.value),
  );
}

/**
 * Versions the picture addresses of every single (non-incremental) answer, but the operator
 * console's: it shows and sends back the addresses as upstream stores them.
 */
export function imageVersionPlugin<TContext extends BaseContext>(
  versions: ImageVersions,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation }) {
          if (response.body.kind !== 'single' || isConsoleOperation(operation)) return;
          const result = response.body.singleResult;
          if (result.data) result.data = versionPictureUrls(result.data, versions);
        },
      };
    },
  };
}
