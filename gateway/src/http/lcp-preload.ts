// The largest picture of a landing screen, announced in its index.html. The home's first hero
// banner and a category's first banner are each screen's largest paint, and the browser would find
// them only once the entry script, the screen's chunk and its query have all arrived. The gateway
// reads the same address the screen's query will answer (through its own schema and plugins, so
// with the same `?v=` version) and lists it as `<link rel="preload" as="image" fetchpriority="high">`:
// the picture downloads while the scripts do. A look-up that fails or takes longer than
// `timeoutMs` leaves the page without the tag; the page is never late for it.
import type { LandingScreen } from './route-preloads.ts';

/** Asks the gateway's own schema a public question as a guest (ApolloServer.executeOperation). */
export type AskAsGuest = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

export const DEFAULT_LCP_LOOKUP_TIMEOUT_MS = 150;

const HOME_QUERY = 'query LandingHeroImage { categories { banners { imageUrl } } }';
const CATEGORY_QUERY = 'query LandingCategoryImage($slug: String!) { category(slug: $slug) { banners { imageUrl } } }';

type Banners = { banners?: Array<{ imageUrl?: unknown }> } | null | undefined;

function firstBanner(banners: Banners): string | null {
  const url = banners?.banners?.[0]?.imageUrl;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/** The question to ask for a landing path, and how to read its picture; null when none applies. */
export function lcpLookup(
  screen: LandingScreen,
  url: string,
): { query: string; variables: Record<string, unknown>; pick: (data: unknown) => string | null } | null {
  const pathname = url.split('?')[0] ?? '/';
  if (screen === 'home') {
    return {
      query: HOME_QUERY,
      variables: {},
      // The hero shows the first banner of each category, the first category's first.
      pick: (data) => {
        const categories = (data as { categories?: Banners[] } | null)?.categories ?? [];
        for (const category of categories) {
          const found = firstBanner(category);
          if (found) return found;
        }
        return null;
      },
    };
  }
  if (screen === 'category') {
    const slug = decodeURIComponent(pathname.split('/')[2] ?? '').toLowerCase();
    if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
    return {
      query: CATEGORY_QUERY,
      variables: { slug },
      pick: (data) => firstBanner((data as { category?: Banners } | null)?.category),
    };
  }
  return null;
}

/** `"` and `&`, `<`, `>` as entities: the address goes into an attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function imagePreloadTag(url: string): string {
  return `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`;
}

/** The preload tag for a landing page's largest picture, or '' (none, failed or too slow). */
export async function lcpPreloadTag(
  ask: AskAsGuest,
  screen: LandingScreen,
  url: string,
  timeoutMs = DEFAULT_LCP_LOOKUP_TIMEOUT_MS,
): Promise<string> {
  const lookup = lcpLookup(screen, url);
  if (!lookup) return '';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const data = await Promise.race([ask(lookup.query, lookup.variables), late]);
    const picture = data === null ? null : lookup.pick(data);
    return picture ? imagePreloadTag(picture) : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}
