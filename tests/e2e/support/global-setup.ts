// The gateway answers before upstream has finished seeding its fresh database: wait until a real
// catalog query succeeds on every shop, so the first journey does not meet a half-started shop.
// Then the owner stocks the ring size the checkout journeys buy (seeded with 1 to 15 units) for a
// whole run: a journey that steps a quantity up to 5 must not find it sold out by the others.
import { expect, request, type APIRequestContext } from '@playwright/test';
import { ownerToken } from './admin.ts';
import { SHOPS, type Shop } from './shops.ts';

const READY_TIMEOUT_MS = 180_000;
/** The ring of RING_PATH, its first colour and the size `buyRing` chooses. */
const RING_STOCK = { productId: '101', colorId: '1011', size: '10', units: 500 };

async function categoryCount(api: APIRequestContext): Promise<number> {
  try {
    const response = await api.post('/graphql', { data: { query: '{ categories { id } }' } });
    const body = (await response.json()) as { data?: { categories?: unknown[] } };
    return body.data?.categories?.length ?? 0;
  } catch {
    return 0;
  }
}

async function prepare(shop: Shop): Promise<void> {
  const api = await request.newContext({ baseURL: shop.baseURL });
  await expect
    .poll(() => categoryCount(api), { timeout: READY_TIMEOUT_MS, message: `the shop at ${shop.baseURL} is ready` })
    .toBeGreaterThan(0);
  const stocked = await api.post('/graphql', {
    data: {
      query: 'mutation($input: AdminSetStockInput!) { adminSetStock(input: $input) { userErrors { message } } }',
      variables: { input: RING_STOCK },
    },
    headers: { 'x-operator-token': await ownerToken(api) },
  });
  const body = (await stocked.json()) as { data?: { adminSetStock: { userErrors: unknown[] } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.adminSetStock.userErrors).toEqual([]);
  await api.dispose();
}

export default async function globalSetup(): Promise<void> {
  await Promise.all(Object.values(SHOPS).map(prepare));
}
