// The saved product ids of the viewer, read only: the server list for a customer, the local list
// for a guest. A customer's ids come with each screen's one query (the header spreads
// WishlistLink_query), so this reads the cache and never asks the server itself; the add and
// remove mutations write their answer back there. The header's count reads this, so the entry
// script carries no wishlist mutation; use-wishlist.ts adds the toggle.
import { useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { WishlistIdsDocument } from '@/generated/operations/wishlist-ids.ts';
import { useSession } from '@/lib/session.ts';
import { getServerWishlistSnapshot, getWishlistSnapshot, subscribeWishlist } from './wishlist-store.ts';

export function useLocalWishlist(): string[] {
  return useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, getServerWishlistSnapshot);
}

export function useWishlistIds(): { ids: readonly string[]; local: string[]; loggedIn: boolean; loading: boolean } {
  const { loggedIn } = useSession();
  const local = useLocalWishlist();
  const server = useQuery(WishlistIdsDocument, { skip: !loggedIn, fetchPolicy: 'cache-only' });
  const ids = loggedIn ? (server.data?.wishlist.items.map((i) => String(i.productId)) ?? []) : local;
  return { ids, local, loggedIn, loading: loggedIn && !server.data };
}
