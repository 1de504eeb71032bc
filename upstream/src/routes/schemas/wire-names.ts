// The names the OpenAPI document gives upstream's shapes: every PascalCase zod schema a file of
// routes/schemas/ exports becomes a component of the document under its export name
// (`#/components/schemas/ProductListShape`), so the gateway's generated view of the API
// (@hey-api/openapi-ts) reads `ProductListShape` and `zProductListShape` rather than one inline copy
// per route. A name two files export is prefixed with its file's (admin-catalog.ts's
// ProductListItem is AdminCatalogProductListItem). Query strings and path parameters stay inline:
// Fastify's swagger lists their properties as parameters, which a reference would hide.
import { z } from 'zod';
import * as account from './account.ts';
import * as adminCatalog from './admin-catalog.ts';
import * as adminInsights from './admin-insights.ts';
import * as adminOrders from './admin-orders.ts';
import * as adminPartners from './admin-partners.ts';
import * as adminRefunds from './admin-refunds.ts';
import * as adminSupport from './admin-support.ts';
import * as admin from './admin.ts';
import * as cart from './cart.ts';
import * as catalog from './catalog.ts';
import * as checkout from './checkout.ts';
import * as common from './common.ts';
import * as content from './content.ts';
import * as partnerProgram from './partner-program.ts';
import * as partner from './partner.ts';
import * as reviews from './reviews.ts';
import * as support from './support.ts';
import * as wishlist from './wishlist.ts';

const FILES: Readonly<Record<string, Record<string, unknown>>> = {
  Account: account,
  AdminCatalog: adminCatalog,
  AdminInsights: adminInsights,
  AdminOrders: adminOrders,
  AdminPartners: adminPartners,
  AdminRefunds: adminRefunds,
  AdminSupport: adminSupport,
  Admin: admin,
  Cart: cart,
  Catalog: catalog,
  Checkout: checkout,
  Common: common,
  Content: content,
  PartnerProgram: partnerProgram,
  Partner: partner,
  Reviews: reviews,
  Support: support,
  Wishlist: wishlist,
};

/** Shapes of query strings and path parameters: never a component. */
const INLINE = /(Query|Params)$/;

/** The document's component names of the exported shapes (upstream's swagger transforms read it). */
export function wireNames(): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  const shapes: Array<{ file: string; name: string; schema: z.ZodType }> = [];
  for (const [file, exports] of Object.entries(FILES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (/^[A-Z][a-z]/.test(name) && !INLINE.test(name) && value instanceof z.ZodType)
        shapes.push({ file, name, schema: value });
    }
  }
  const count = new Map<string, number>();
  for (const { name } of shapes) count.set(name, (count.get(name) ?? 0) + 1);
  for (const { file, name, schema } of shapes) {
    // The same schema exported twice (a re-export) keeps its first name.
    if (registry.has(schema)) continue;
    registry.add(schema, { id: (count.get(name) ?? 0) > 1 ? `${file}${name}` : name });
  }
  return registry;
}
