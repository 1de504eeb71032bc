// Every screen of the web client (its own operation and variables, as the benchmark sends them)
// takes as many sequential upstream rounds as its data truly depends on, and no more: the
// x-upstream-rounds header counts them. A second round appears only where a call needs the answer
// of another (the checkout's pincode comes from the chosen address); the product's first page of
// reviews comes with its screen's one call, not asked by the product's id afterwards.
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../bench/screens.ts';
import { loadDocuments } from '../bench/servers.ts';
import { useShop } from '../support/shop.ts';

const { gateway } = useShop();

const EXPECTED_ROUNDS: Record<string, number> = {
  home: 1,
  category: 1,
  // The first page of reviews and its rating summary are a part of upstream's Screen/product.
  product: 1,
  'cart, guest (drawer)': 1,
  // Round 2: the delivery address's pincode details (GST) and nothing else.
  'checkout (customer)': 2,
  'order list': 1,
  'order confirmation': 1,
  profile: 1,
  'CP home (Master)': 1,
  'CP transaction history': 1,
  'CP incentive table (Master)': 1,
};

let documents: Awaited<ReturnType<typeof loadDocuments>>;
beforeAll(async () => {
  documents = await loadDocuments();
});

describe('upstream rounds per screen', () => {
  it('names every benchmarked screen', () => {
    expect(screens.map((screen) => screen.name).sort()).toEqual(Object.keys(EXPECTED_ROUNDS).sort());
  });

  for (const screen of screens) {
    it(`${screen.name}: ${EXPECTED_ROUNDS[screen.name]} round(s)`, async () => {
      const document = documents.get(screen.operation);
      expect(document, screen.operation).toBeDefined();
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await screen.headers?.(gateway.url)) },
        body: JSON.stringify({
          query: print(document!),
          variables: await screen.variables(gateway.url),
          operationName: screen.operation,
        }),
      });
      const body = (await response.json()) as { errors?: unknown; data?: unknown };
      expect(body.errors).toBeUndefined();
      expect(response.headers.get('x-upstream-rounds')).toBe(String(EXPECTED_ROUNDS[screen.name]));
    });
  }
});
