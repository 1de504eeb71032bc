import { MAX_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { maxUnits } from '@shop/commerce/cart/stock';
import { lineTotal } from '@shop/commerce/cart/subtotal';
import { toMoney } from '@shop/commerce/money';
import { productPath } from '@shop/commerce/paths';
import { slugify } from '@shop/commerce/slug';
import type { GatewayContext } from '../../context.ts';
import type { CartLineResolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../rest/create-loader.ts';
import type { CartLine as CartLineModel } from './models.ts';

/**
 * The line's category: from upstream when it says, else from the product list (one call for
 * the whole cart, cached per request), else (an unlisted add-on) from its product by model.
 */
async function categoryOf(line: CartLineModel, { loaders }: GatewayContext): Promise<string | null> {
  if (line.categoryName) return line.categoryName;
  const listed = (await loaders.catalog.productItems.load(ALL)).find((item) => item.id === line.productId);
  if (listed) return listed.categoryName;
  const byModel = await loaders.catalog.productsByRoute.load({
    modelSlug: slugify(line.model),
    categorySlug: '',
    nameSlug: '',
  });
  return byModel.find((product) => product.id === line.productId)?.categoryName ?? null;
}

export const CartLine: CartLineResolvers = {
  size: (line) => line.size,
  maxQuantity: (line) => (line.stock === null ? MAX_QUANTITY_PER_LINE : maxUnits(line.stock)),
  unitsLeft: (line) => line.stock,
  strapId: (line) => line.strapId,
  unitPrice: (line) => toMoney(line.unitPrice, line.currencyCode),
  lineTotal: (line) => toMoney(lineTotal(line), line.currencyCode),
  /** The product page route; upstream finds a product by its model, so an unknown category still links. */
  path: async (line, _args, context) =>
    productPath({ categoryName: (await categoryOf(line, context)) ?? line.name, name: line.name, model: line.model }),
};
