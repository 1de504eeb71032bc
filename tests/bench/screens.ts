// The screens the benchmark loads: the web client's operation for each, its variables, and what
// the old browser client did for the same screen (REST calls and sequential rounds), derived from
// the storefront spec's sections 4 and 7:
//  - home: main_offer (header) and HomepageSEO fired 1.2 s after load; the spec names no other
//    call for the lazily loaded sections, so 2 calls is a floor.
//  - category: main_offer, userprofile (header), cat_id, then getfilters, Product_Category_Banner
//    and CategorypageSEO, then category_page_data once the filters were loaded: 7 calls, 3 rounds.
//  - product: main_offer, Product_details_Modal, then product_varient, Extra_strap_color,
//    Product_details_Modal_ADD_ON and product_stock, then DescriptionpageSEO: 7 calls, 3 rounds.
//  - cart, guest: the old client kept a guest cart in localStorage with the prices of the moment it
//    was added and made no call; the gateway prices it from current prices (drawer opening).
//  - checkout (customer, cash on delivery chosen): main_offer, userprofile, CartItemsList,
//    User_address_list, User_address_list_Billing, then PincodeDetails of the delivery address and
//    Prepaid_Discount: 7 calls, 2 rounds.
//  - order list: main_offer, Order_Details, PreBookDetails: 3 calls, 1 round.
//  - order confirmation: main_offer, Order_Details_ID: 2 calls, 1 round.
//  - profile: main_offer, userprofile (header) and UpdateProfiledata: 3 calls, 1 round.
//  - CP home (Master partner): GetCPDetailsID, CP_NOTIFICATION_30 and GetChannelVideos: 3 calls, 1 round.
//  - CP transaction history: cp_order_details: 1 call, 1 round (the portal's menu came from the
//    stored login; the gateway's screen also loads the partner's name and level for it).
//  - CP incentive table (Master): Cp_Incentivetable, then cp_incentive_history?cp_id,
//    CP_INCENTIVE?id and Cp_Incentivetable_general_of_master: 4 calls, 2 rounds.
export interface Screen {
  name: string;
  operation: string;
  oldClientCalls: string;
  oldClientRounds: string;
  variables(gatewayUrl: string): Promise<Record<string, unknown>>;
  /** Request headers, e.g. a customer's session token. */
  headers?(gatewayUrl: string): Promise<Record<string, string>>;
}

async function gql<T>(gatewayUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: unknown };
  if (!json.data) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

/** Logs the seeded demo customer in once per shop and reuses the token. */
const tokens = new Map<string, string>();
async function customerHeaders(gatewayUrl: string): Promise<Record<string, string>> {
  let token = tokens.get(gatewayUrl);
  if (!token) {
    const data = await gql<{ login: { token: string | null } }>(
      gatewayUrl,
      'mutation($i: LoginInput!) { login(input: $i) { token } }',
      { i: { emailOrPhone: 'aarav@example.com', password: 'Shop@1234' } },
    );
    if (!data.login.token) throw new Error('demo customer login failed');
    token = data.login.token;
    tokens.set(gatewayUrl, token);
  }
  return { authorization: `Bearer ${token}` };
}

/** Logs the seeded Master partner in once per shop and reuses the partner token. */
const partnerTokens = new Map<string, string>();
async function partnerHeaders(gatewayUrl: string): Promise<Record<string, string>> {
  let token = partnerTokens.get(gatewayUrl);
  if (!token) {
    const { partnerCaptcha: captcha } = await gql<{ partnerCaptcha: { token: string; a: number; b: number } }>(
      gatewayUrl,
      '{ partnerCaptcha { token a b } }',
      {},
    );
    const data = await gql<{ partnerLogin: { partnerToken: string | null } }>(
      gatewayUrl,
      'mutation($i: PartnerLoginInput!) { partnerLogin(input: $i) { partnerToken } }',
      {
        i: {
          email: 'rohan.cp@example.com',
          password: 'Partner@123',
          captchaToken: captcha.token,
          captchaAnswer: String(captcha.a + captcha.b),
        },
      },
    );
    if (!data.partnerLogin.partnerToken) throw new Error('demo partner login failed');
    token = data.partnerLogin.partnerToken;
    partnerTokens.set(gatewayUrl, token);
  }
  return { 'x-partner-token': token };
}

async function guestLines(gatewayUrl: string): Promise<Array<Record<string, unknown>>> {
  const lines = [];
  for (const slug of ['smart-watches', 'headphones']) {
    const data = await gql<{ category: { products: Array<{ id: string; colors: Array<{ id: string }> }> } }>(
      gatewayUrl,
      'query($s: String!) { category(slug: $s) { products { id colors { id } } } }',
      { s: slug },
    );
    const product = data.category.products[0];
    if (!product?.colors[0]) throw new Error(`no product in ${slug}`);
    lines.push({ productId: product.id, colorId: product.colors[0].id, quantity: 2 });
  }
  return lines;
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
  {
    name: 'cart, guest (drawer)',
    operation: 'GuestCart',
    oldClientCalls: '0 (local prices)',
    oldClientRounds: '0',
    variables: async (gatewayUrl) => ({ lines: await guestLines(gatewayUrl) }),
  },
  {
    name: 'checkout (customer)',
    operation: 'CheckoutPage',
    oldClientCalls: '7',
    oldClientRounds: '2',
    variables: async () => ({ guest: false, guestLines: [], input: { paymentMode: 'CASH_ON_DELIVERY' } }),
    headers: customerHeaders,
  },
  {
    name: 'order list',
    operation: 'OrderListPage',
    oldClientCalls: '3',
    oldClientRounds: '1',
    variables: async () => ({}),
    headers: customerHeaders,
  },
  {
    name: 'order confirmation',
    operation: 'OrderConfirmationPage',
    oldClientCalls: '2',
    oldClientRounds: '1',
    // A seeded order of the demo customer.
    variables: async () => ({ orderId: 'LUM2510180001' }),
    headers: customerHeaders,
  },
  {
    name: 'profile',
    operation: 'ProfilePage',
    oldClientCalls: '3',
    oldClientRounds: '1',
    variables: async () => ({}),
    headers: customerHeaders,
  },
  {
    name: 'CP home (Master)',
    operation: 'CpHomePage',
    oldClientCalls: '3',
    oldClientRounds: '1',
    variables: async () => ({}),
    headers: partnerHeaders,
  },
  {
    name: 'CP transaction history',
    operation: 'PartnerTransactionHistoryPage',
    oldClientCalls: '1',
    oldClientRounds: '1',
    variables: async () => ({}),
    headers: partnerHeaders,
  },
  {
    name: 'CP incentive table (Master)',
    operation: 'PartnerIncentiveTablePage',
    oldClientCalls: '4',
    oldClientRounds: '2',
    variables: async () => ({}),
    headers: partnerHeaders,
  },
];
