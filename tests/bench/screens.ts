// The screens the benchmark loads: the web client's operation for each, its variables, and what
// the old browser client did for the same screen (REST calls and sequential rounds), derived from
// the storefront spec's sections 4 and 7:
//  - home: main_offer (header) and HomepageSEO fired 1.2 s after load; the spec names no other
//    call for the lazily loaded sections, so 2 calls is a floor.
//  - category: main_offer, userprofile (header), cat_id, then getfilters, Product_Category_Banner
//    and CategorypageSEO, then category_page_data once the filters were loaded: 7 calls, 3 rounds.
//  - product: main_offer, Product_details_Modal, then product_varient, Extra_strap_color,
//    Product_details_Modal_ADD_ON and product_stock, then DescriptionpageSEO: 7 calls, 3 rounds.
export interface Screen {
  name: string;
  operation: string;
  oldClientCalls: string;
  oldClientRounds: string;
  variables(gatewayUrl: string): Promise<Record<string, unknown>>;
}

async function firstProductPath(gatewayUrl: string, slug: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query($s:String!){category(slug:$s){products{path}}}', variables: { s: slug } }),
  });
  const json = (await res.json()) as { data?: { category?: { products: Array<{ path: string }> } } };
  const path = json.data?.category?.products[0]?.path;
  if (!path) throw new Error(`no product in ${slug}`);
  return path;
}

export const screens: Screen[] = [
  { name: 'home', operation: 'HomePage', oldClientCalls: '≥2', oldClientRounds: '≥2', variables: async () => ({}) },
  {
    name: 'category',
    operation: 'CategoryPage',
    oldClientCalls: '7',
    oldClientRounds: '3',
    variables: async () => ({ slug: 'smart-watches', sort: 'FEATURED' }),
  },
  {
    name: 'product',
    operation: 'ProductPage',
    oldClientCalls: '7',
    oldClientRounds: '3',
    variables: async (gatewayUrl) => {
      const [, , categorySlug, nameSlug, modelSlug] = (await firstProductPath(gatewayUrl, 'smart-watches')).split('/');
      return { categorySlug, nameSlug, modelSlug };
    },
  },
];
