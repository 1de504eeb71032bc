import { useFragment } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountLink } from '@/features/account/components/account-link.tsx';
import { CartIcon } from '@/features/cart/components/cart-icon.tsx';
import { WishlistLink } from '@/features/wishlist/components/wishlist-link.tsx';
import { MainMenu } from '@/features/catalog/components/main-menu.tsx';
import { OfferBanner } from '@/features/content/components/offer-banner.tsx';
import { Header_QueryFragmentDoc } from '@/generated/graphql.ts';
import { SHOP_NAME } from '@shop/commerce/company';
import { CORPORATE_GIFTING_SLUG, paths } from '@shop/commerce/paths';
import { useCartDrawerRequests } from '@/features/cart/cart-drawer-signal.ts';
import { useScrollLock } from '@/lib/scroll-lock.ts';
import { MoreMenu } from './more-menu.tsx';

// The drawer's code loads when it is first opened (its lines, steppers and cart mutations).
const CartDrawer = lazy(() => import('@/features/cart/components/cart-drawer.tsx'));
// The search row (its suggestions' query and combobox) loads when first opened, or when the
// pointer or the focus reaches its button: no shopper page pays for it up front.
const loadSearchBox = () => import('@/features/catalog/components/search-box.tsx');
const SearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.SearchBox })));

/** The header shell: offers, logo, categories, More, search, account, cart. Reads the screen query's data from the cache. */
export function Header() {
  const { data, complete } = useFragment({
    fragment: Header_QueryFragmentDoc,
    fragmentName: 'Header_query',
    from: 'ROOT_QUERY',
  });
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const cartButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useScrollLock(menuOpen);

  // Any navigation closes the mobile menu, the search row and the cart drawer.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
    setCartOpen(false);
  }, [location.pathname, location.search]);

  // A page asked for the drawer (Add to cart): it opens with the lines just added.
  const drawerRequests = useCartDrawerRequests();
  const seenDrawerRequests = useRef(drawerRequests);
  useEffect(() => {
    if (drawerRequests === seenDrawerRequests.current) return;
    seenDrawerRequests.current = drawerRequests;
    setCartOpen(true);
  }, [drawerRequests]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const categories = complete ? data.categories : undefined;
  const gifting = categories?.find((c) => c.slug === CORPORATE_GIFTING_SLUG);
  return (
    <header className="site-header">
      <OfferBanner banners={complete ? data.offerBanners : undefined} />
      <div className="header-bar container">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <Link to={paths.home.href()} className="logo" aria-label={`${SHOP_NAME} home`}>
          <span aria-hidden="true" className="logo-mark" />
          {SHOP_NAME}
        </Link>
        <nav id="main-nav" className="main-nav" aria-label="Main" data-open={menuOpen}>
          <MainMenu
            categories={categories}
            excludeSlugs={[CORPORATE_GIFTING_SLUG]}
            onNavigate={() => setMenuOpen(false)}
          />
          <MoreMenu giftingPath={gifting?.path ?? paths.category.href(CORPORATE_GIFTING_SLUG)} />
        </nav>
        {menuOpen ? <div className="nav-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
        {searchUsed ? (
          <Suspense fallback={null}>
            <SearchBox
              id="site-search"
              open={searchOpen}
              onClose={() => {
                setSearchOpen(false);
                searchButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
        <div className="header-actions">
          <button
            ref={searchButton}
            type="button"
            className="icon-button search-toggle"
            aria-expanded={searchOpen}
            aria-controls={searchUsed ? 'site-search' : undefined}
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            onPointerEnter={() => void loadSearchBox()}
            onFocus={() => void loadSearchBox()}
            onClick={() => {
              setSearchUsed(true);
              setSearchOpen((open) => !open);
            }}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </svg>
          </button>
          <AccountLink />
          <WishlistLink to={paths.wishlist.href()} />
          <CartIcon buttonRef={cartButton} open={cartOpen} onOpen={() => setCartOpen(true)} />
        </div>
        {cartOpen ? (
          <Suspense fallback={null}>
            <CartDrawer
              onClose={() => {
                setCartOpen(false);
                cartButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
