// The gateway answers before upstream has finished seeding its fresh database: wait until a real
// catalog query succeeds on every shop, so the first journey does not meet a half-started shop.
// Then the owner stocks the ring size the checkout journeys buy (seeded with 1 to 15 units) for a
// whole run: a journey that steps a quantity up to 5 must not find it sold out by the others.
import { SHOPS, type Shop } from './shops.ts';
import { OWNER } from './admin.ts';

const READY_TIMEOUT_MS = 180_000;
const POLL_MS = 500;
/** The ring of RING_PATH, its first colour and the size `buyRing` chooses. */
const RING_STOCK = { productId: '101', colorId: '1011', size: '10', units: 500 };

async function post<T>(shop: Shop, query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(`${shop.baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || body.errors || !body.data) throw new Error(JSON.stringify(body).slice(0, 300));
  return body.data;
}

async function ready(shop: Shop): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const data = await post<{ categories: unknown[] }>(shop, '{ categories { id } }', {});
      if (data.categories.length > 0) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the shop at ${shop.baseURL} did not become ready in ${READY_TIMEOUT_MS / 1000}s: ${last}`);
}

async function stockTheRing(shop: Shop): Promise<void> {
  const login = await post<{ adminLogin: { operatorToken: string } }>(
    shop,
    'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { operatorToken } }',
    { input: OWNER },
  );
  const set = await post<{ adminSetStock: { userErrors: unknown[] } }>(
    shop,
    'mutation($input: AdminSetStockInput!) { adminSetStock(input: $input) { userErrors { message } } }',
    { input: RING_STOCK },
    login.adminLogin.operatorToken,
  );
  if (set.adminSetStock.userErrors.length > 0) throw new Error(JSON.stringify(set.adminSetStock.userErrors));
}

export default async function globalSetup(): Promise<void> {
  await Promise.all(
    Object.values(SHOPS).map(async (shop) => {
      await ready(shop);
      await stockTheRing(shop);
    }),
  );
}
