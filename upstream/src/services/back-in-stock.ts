// Back-in-stock alerts: a shopper asks to hear when an out-of-stock colour (and size) is back;
// when an operator's stock change brings it back (0 to more), the waiting requests are marked
// notified in the same transaction as the stock (claimWaitingRequests: each address once, also
// under two restocks at once) and, after the commit, one mail per address goes to the outbox,
// naming the product and colour and linking to the product's page.
import type { Kysely, Transaction } from 'kysely';
import {
  BACK_IN_STOCK_CODES,
  BACK_IN_STOCK_MESSAGES,
  backInStockMail,
  isRestock,
} from '@shop/commerce/wishlist/back-in-stock';
import { normaliseAlertEmail } from '@shop/commerce/wishlist/back-in-stock';
import { SHOP_NAME } from '@shop/commerce/company';
import { absoluteUrl, productPath } from '@shop/commerce/paths';
import { claimWaitingRequests, saveBackInStockRequest, stockOption } from '../db/queries/wishlist.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';

export interface BackInStockRequest {
  email: string;
  productId: number;
  colorId: number;
  size: string;
}

/** The alerts a restock claimed, to mail once the stock change has committed. */
export interface ClaimedAlerts {
  productId: number;
  color: string;
  size: string;
  emails: string[];
}

export function createBackInStock(deps: { db: Kysely<Database>; clock: Clock; outbox: Outbox; publicUrl: string }) {
  const { db, clock, outbox } = deps;

  return {
    async subscribe(request: BackInStockRequest): Promise<void> {
      const email = normaliseAlertEmail(request.email);
      if (!email)
        throw new HttpError(400, BACK_IN_STOCK_MESSAGES.emailInvalid, BACK_IN_STOCK_CODES.emailInvalid, 'email');
      const option = await stockOption(db, request.productId, request.colorId, request.size);
      if (!option)
        throw new HttpError(404, BACK_IN_STOCK_MESSAGES.optionNotFound, BACK_IN_STOCK_CODES.optionNotFound, 'colorId');
      if (option.stock > 0)
        throw new HttpError(409, BACK_IN_STOCK_MESSAGES.inStock, BACK_IN_STOCK_CODES.inStock, 'colorId');
      await saveBackInStockRequest(db, { ...request, email }, clock().toISOString());
    },

    /** Inside the stock change's transaction: claims the waiting requests when `before` to `after` is a restock. */
    async claim(
      trx: Transaction<Database>,
      change: { productId: number; colorId: number; color: string; size: string; before: number; after: number },
    ): Promise<ClaimedAlerts | null> {
      if (!isRestock(change.before, change.after)) return null;
      const emails = await claimWaitingRequests(trx, change.colorId, change.size, clock().toISOString());
      return emails.length === 0
        ? null
        : { productId: change.productId, color: change.color, size: change.size, emails };
    },

    /** After the commit: one mail per claimed address. */
    async mail(claimed: ClaimedAlerts): Promise<void> {
      const product = await db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.name', 'p.model', 'c.name as category_name'])
        .where('p.id', '=', claimed.productId)
        .executeTakeFirst();
      if (!product) return;
      const url = absoluteUrl(
        deps.publicUrl,
        productPath({ categoryName: product.category_name, name: product.name, model: product.model }),
      );
      const mail = backInStockMail({
        product: product.name,
        color: claimed.color,
        size: claimed.size,
        url,
        shop: SHOP_NAME,
      });
      for (const to of claimed.emails) await outbox.send({ channel: 'email', to, ...mail });
    },
  };
}

export type BackInStock = ReturnType<typeof createBackInStock>;
