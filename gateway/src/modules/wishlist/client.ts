// The wishlist domain's typed client: one method per REST endpoint. Expected refusals (401, 404,
// 409 WISHLIST_FULL / IN_STOCK, 400) become typed results; anything else is a GraphQL error.
import type { ZodType } from 'zod';
import type { Wishlist } from '../../generated/resolvers.ts';
import type {
  PostApiProductNotifyBackInStockData,
  PostApiWishlistAddData,
  PostApiWishlistGuestItemsData,
  PostApiWishlistMergeItemsData,
  PostApiWishlistRemoveData,
} from '../../generated/upstream/types.gen.ts';
import type { RestCall, RestClient } from '../../rest/client.ts';
import { parsed } from '../../rest/status-table.ts';
import {
  addedWishlistSchema,
  alertRequestedSchema,
  guestWishlistSchema,
  mergedWishlistSchema,
  removedWishlistSchema,
  wishlistSchema,
} from './mapping.ts';

export type WishlistChange =
  { kind: 'ok'; wishlist: Wishlist } | { kind: 'unauthorized' } | { kind: 'refused'; code: string; message: string };

export type WishlistMerge = { kind: 'ok'; wishlist: Wishlist; dropped: number } | { kind: 'unauthorized' };

export type AlertAnswer = { kind: 'ok'; message: string } | { kind: 'refused'; code: string; message: string };

const refusal = (fallback: string) => (answer: { code: string | null; message: string | null }) => ({
  kind: 'refused' as const,
  code: answer.code ?? fallback,
  message: answer.message ?? '',
});

export class WishlistClient {
  /** One read per token and request: the header's ids and the wishlist page share it. */
  private readonly saved = new Map<string, Promise<Wishlist | null>>();

  constructor(private readonly rest: RestClient) {}

  /** Wishlist/Items; null when upstream refuses the token (401). */
  items(token: string): Promise<Wishlist | null> {
    let read = this.saved.get(token);
    if (read === undefined) {
      read = this.rest.send(
        { method: 'POST', path: '/api/Wishlist/Items', token },
        { ok: parsed(wishlistSchema), 401: () => null },
      );
      this.saved.set(token, read);
    }
    return read;
  }

  guestItems(ids: readonly number[]): Promise<Wishlist> {
    const body = { items: [...ids] } satisfies PostApiWishlistGuestItemsData['body'];
    return this.rest.send(
      { method: 'POST', path: '/api/Wishlist/guest-items', json: body },
      { ok: parsed(guestWishlistSchema) },
    );
  }

  add(token: string, productId: number): Promise<WishlistChange> {
    const query = { P_ID: String(productId) } satisfies PostApiWishlistAddData['query'];
    return this.change({ method: 'POST', path: '/api/Wishlist/Add', query, token }, addedWishlistSchema);
  }

  remove(token: string, productId: number): Promise<WishlistChange> {
    const query = { P_ID: String(productId) } satisfies PostApiWishlistRemoveData['query'];
    return this.change({ method: 'POST', path: '/api/Wishlist/Remove', query, token }, removedWishlistSchema);
  }

  merge(token: string, ids: readonly number[]): Promise<WishlistMerge> {
    const body = { items: [...ids] } satisfies PostApiWishlistMergeItemsData['body'];
    return this.rest.send<WishlistMerge>(
      { method: 'POST', path: '/api/Wishlist/merge-items', json: body, token },
      {
        ok: (answer) => ({ kind: 'ok', ...answer.parse(mergedWishlistSchema) }),
        401: () => ({ kind: 'unauthorized' }),
      },
    );
  }

  requestAlert(input: { email: string; productId: number; colorId: number; size: string }): Promise<AlertAnswer> {
    const body = {
      email: input.email,
      P_ID: input.productId,
      SELECTED_COLOR: input.colorId,
      size: input.size,
    } satisfies PostApiProductNotifyBackInStockData['body'];
    return this.rest.send<AlertAnswer>(
      { method: 'POST', path: '/api/Product/NotifyBackInStock', json: body },
      {
        ok: (answer) => ({ kind: 'ok', message: answer.parse(alertRequestedSchema) }),
        400: refusal('INVALID'),
        404: refusal('NOT_FOUND'),
        409: refusal('IN_STOCK'),
      },
    );
  }

  /** Wishlist/Add and Wishlist/Remove: the same statuses, each with its operation's answer. */
  private change(call: RestCall, wishlistAfter: ZodType<Wishlist>): Promise<WishlistChange> {
    return this.rest.send<WishlistChange>(call, {
      ok: (answer) => ({ kind: 'ok', wishlist: answer.parse(wishlistAfter) }),
      401: () => ({ kind: 'unauthorized' }),
      404: refusal('NOT_FOUND'),
      409: refusal('WISHLIST_FULL'),
      400: refusal('INVALID'),
    });
  }
}
