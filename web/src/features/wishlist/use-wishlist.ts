// The saved product ids of the viewer: the server list for a customer (one query shared by every
// heart), the local list for a guest; toggling saves on the server or in localStorage. The merge
// of the local list into the account right after login lives here too.
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { WISHLIST_MESSAGES, heartStatus, toggleSaved } from '@shop/commerce/wishlist/wishlist';
import { AddToWishlistDocument } from '@/generated/operations/add-to-wishlist.ts';
import { MergeGuestWishlistDocument } from '@/generated/operations/merge-guest-wishlist.ts';
import { RemoveFromWishlistDocument } from '@/generated/operations/remove-from-wishlist.ts';
import { WishlistIdsDocument } from '@/generated/operations/wishlist-ids.ts';
import type { WishlistLink_WishlistFragment } from '@/generated/graphql.ts';
import { shopperAuthorization } from '@/lib/auth-link.ts';
import { useWishlistIds } from './use-wishlist-ids.ts';
import { getWishlistSnapshot, writeWishlist } from './wishlist-store.ts';

// The wishlist page lists details; the ids every heart reads are written from the answer.
const REFETCH = ['WishlistPage'];
const FAILED = 'Your wishlist could not be updated. Please try again.';

/** The saved ids and a toggle that answers the sentence to announce. */
export function useWishlist(): {
  ids: readonly string[];
  loading: boolean;
  toggle: (productId: string, name: string) => Promise<{ saved: boolean; message: string; failed: boolean }>;
} {
  const { ids, loggedIn, loading } = useWishlistIds();
  const [add] = useMutation(AddToWishlistDocument, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
    update: (cache, { data }) => writeIds(cache, data?.addToWishlist.wishlist),
  });
  const [remove] = useMutation(RemoveFromWishlistDocument, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
    update: (cache, { data }) => writeIds(cache, data?.removeFromWishlist.wishlist),
  });

  const toggle = async (productId: string, name: string) => {
    if (!loggedIn) {
      // The stored list as it is now, not as this render read it: a heart pressed while the page
      // hydrates renders the server's empty list at first, and must not write over the stored one.
      const stored = getWishlistSnapshot();
      const saved = stored.includes(productId);
      const next = toggleSaved(stored.map(Number), Number(productId));
      if (next === null) return { saved, message: WISHLIST_MESSAGES.full, failed: true };
      writeWishlist(next.map(String));
      return { saved: !saved, message: heartStatus(name, !saved), failed: false };
    }
    const saved = ids.includes(productId);
    try {
      const result = saved
        ? (await remove({ variables: { productId } })).data?.removeFromWishlist
        : (await add({ variables: { productId } })).data?.addToWishlist;
      const refusal = result?.userErrors[0];
      if (!result || refusal) return { saved, message: refusal?.message ?? FAILED, failed: true };
      return { saved: !saved, message: heartStatus(name, !saved), failed: false };
    } catch {
      return { saved, message: FAILED, failed: true };
    }
  };

  return { ids, loading, toggle };
}

type SavedIds = WishlistLink_WishlistFragment;

/** The ids a mutation answered become the ones every heart and the header's count read. */
function writeIds(cache: ApolloCache, wishlist: SavedIds | null | undefined): void {
  if (wishlist) cache.writeQuery({ query: WishlistIdsDocument, data: { wishlist } });
}

/**
 * Right after login, before the session is stored: the local list joins the account's with the
 * new token and is cleared (kept when the move fails).
 */
export function useMergeGuestWishlist(): (token: string) => Promise<void> {
  const client = useApolloClient();
  return async (token: string) => {
    const ids = getWishlistSnapshot();
    if (ids.length === 0) return;
    try {
      const result = await client.mutate({
        mutation: MergeGuestWishlistDocument,
        variables: { productIds: [...ids] },
        context: { headers: shopperAuthorization(token) },
      });
      if (result.data && result.data.mergeGuestWishlist.userErrors.length === 0) writeWishlist([]);
    } catch (error) {
      console.warn('[wishlist] merge after login failed', error);
    }
  };
}
