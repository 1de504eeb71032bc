// The portal shell: header, left menu and the current CP screen. A visitor without a partner
// token goes to CP login; a logout here (which ends the session on the server first) or in
// another tab does too. A refused token (the screen
// shows 'Session Expired...') is left to the screen, which opens CP login after 3 s.
import { useApolloClient, useFragment } from '@apollo/client/react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { PartnerLayout_QueryFragmentDoc } from '@/generated/graphql.ts';
import { usePartnerSignOutMutation } from '@/generated/operations/partner-sign-out.ts';
import { endSession } from '@/lib/session.ts';
import { paths } from '@shop/commerce/paths';
import { partnerMenu } from '@/features/partner/lib/partner-menu.ts';
import {
  endPartnerSession,
  getPartnerToken,
  subscribePartnerSession,
} from '@/features/partner/session/partner-session.ts';
import { PartnerHeader } from './partner-header.tsx';

export function PartnerLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const client = useApolloClient();
  const [hadToken] = useState(() => getPartnerToken() !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOut] = usePartnerSignOutMutation({ fetchPolicy: 'no-cache' });
  const { data, complete } = useFragment({
    fragment: PartnerLayout_QueryFragmentDoc,
    fragmentName: 'PartnerLayout_query',
    from: 'ROOT_QUERY',
  });
  const partner = complete ? data.partner : null;

  // Logged out in another tab: this one follows.
  useEffect(
    () =>
      subscribePartnerSession((change) => {
        if (change.reason === 'end') void navigate(paths.cp.login.href(), { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [pathname]);

  if (!hadToken) return <Navigate to={paths.cp.login.href()} replace />;

  const menu = partnerMenu(partner?.level);
  const currentItem = menu.find((item) => item.to.toLowerCase() === pathname.toLowerCase());

  const logout = (): void => {
    const end = (): void => {
      endPartnerSession(); // the subscription above opens CP login
      endSession(); // one logout for both: the shopper session the portal's login opened ends too
      // Then the partner's data leaves the cache (the shopper's stays), once the screen's query has
      // let go (one task after unmounting), so that nothing is fetched again on the way out.
      window.setTimeout(() => {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'partner' });
        client.cache.gc();
      }, 0);
    };
    // The server refuses the token from now on; the portal signs out here even when that fails.
    signOut().then(end, (failure: unknown) => {
      console.warn('[partner] signing out on the server failed', failure);
      end();
    });
  };

  return (
    <div className="cp-shell">
      <a className="skip-link" href="#cp-main">
        Skip to content
      </a>
      <PartnerHeader partner={partner} onLogout={logout} />
      <div className="cp-body">
        <nav className={`cp-menu${menuOpen ? ' cp-menu-open' : ''}`} aria-label="Channel partner menu">
          {/* Below 900 px the menu folds behind one button instead of a strip wider than the screen. */}
          <button
            type="button"
            className="cp-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="cp-menu-list"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span> Menu
            {currentItem ? <span className="cp-menu-current">: {currentItem.label}</span> : null}
          </button>
          <ul id="cp-menu-list">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="cp-main" className="cp-main">
          {typeof notice === 'string' && notice !== '' ? (
            <Notice
              message={notice}
              onDismiss={() => void navigate({ pathname, search: location.search }, { replace: true, state: null })}
            />
          ) : null}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
