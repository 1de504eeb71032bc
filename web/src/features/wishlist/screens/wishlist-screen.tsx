import { Link } from 'react-router';
import { WISHLIST_MESSAGES } from '@shop/commerce/wishlist/wishlist';
import { paths } from '@shop/commerce/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { Price } from '@/components/ui/price.tsx';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart.tsx';
import { useLocalWishlist } from '@/features/wishlist/use-wishlist-ids.ts';
import '@/features/wishlist/components/wishlist.css';
import { useWishlistPageQuery } from '@/generated/operations/wishlist-page.ts';
import { useSession } from '@/lib/session.ts';

// /wishlist. One request: header and the saved products (the customer's, or the guest's local ids
// shown from current data). Each entry: picture, name, price, stock state, the product link, Remove.
export function WishlistScreen() {
  const { loggedIn } = useSession();
  const local = useLocalWishlist();
  const { data, previousData, error, refetch } = useWishlistPageQuery({
    variables: { guestProductIds: loggedIn ? null : [...local] },
  });
  const shown = data ?? previousData;

  let body;
  if (!shown) {
    body = error ? <ErrorState onRetry={() => void refetch()} /> : <PageSkeleton label="Loading wishlist" />;
  } else if (shown.saved.items.length === 0) {
    body = (
      <div className="wishlist-empty">
        <p>{WISHLIST_MESSAGES.empty}</p>
        <Link className="button button-primary" to={paths.home.href()}>
          Continue shopping
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="wishlist-page-list" aria-label="Saved products">
        {shown.saved.items.map((item) => (
          <li key={item.productId} className="wishlist-entry">
            <Link to={item.path} tabIndex={-1} aria-hidden="true">
              <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" />
            </Link>
            <div>
              <h2>
                <Link to={item.path}>{item.name}</Link>
              </h2>
              <p className="product-card-model">{item.model}</p>
              <Price price={item.price} compareAtPrice={item.compareAtPrice ?? null} discount={null} />
              <p className={item.inStock ? 'stock-state in-stock' : 'stock-state'}>
                {item.inStock ? 'In stock' : 'Out of stock'}
              </p>
              <div className="wishlist-entry-actions">
                <Link className="button button-primary" to={item.path}>
                  {item.inStock ? 'Choose options and buy' : 'View product'}
                </Link>
                <WishlistHeart productId={String(item.productId)} name={item.name} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="container page wishlist-page">
      <title>Wishlist</title>
      <Breadcrumb items={[{ label: 'Home', to: paths.home.href() }, { label: 'Wishlist' }]} />
      <h1>Wishlist</h1>
      {body}
    </div>
  );
}
