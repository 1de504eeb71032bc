// The price fields that Product, ProductVariant and ProductListItem share.
import { compareAtAmount } from '@shop/commerce/catalog/pricing';
import { toMoney, type Money } from '@shop/commerce/money';

interface Priced {
  price: number;
  listPrice: number;
  currencyCode: string;
}

export function priceOf(entity: Priced): Money {
  return toMoney(entity.price, entity.currencyCode);
}

export function compareAtPriceOf(entity: Priced): Money | null {
  const amount = compareAtAmount(entity.price, entity.listPrice);
  return amount === null ? null : toMoney(amount, entity.currencyCode);
}
