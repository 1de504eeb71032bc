// The price fields that Product, ProductVariant and ProductListItem share.
import { toMoney, type Money } from '../../graphql/money.ts';
import { compareAtAmount } from './rules.ts';

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
