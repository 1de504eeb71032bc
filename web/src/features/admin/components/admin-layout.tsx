// The console's frame: a header with the shop's console name, the operator and Sign out, the
// navigation of what the operator's role may open (a menu button on a phone), and the screen. A
// visitor without an operator session goes to the login, coming back to the same page after it;
// a sign-out here (which ends the session on the server first) or in another tab does too.
import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ROLE_LABELS } from '@shop/commerce/admin/roles';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminSignOutMutation } from '@/generated/operations/admin-sign-out.ts';
import { paths } from '@shop/commerce/paths';
import { endOperatorSession, sessionCan, useOperatorSession } from '@/features/admin/session/operator-session.ts';
import { ADMIN_NAV_ITEMS } from './admin-nav-items.ts';
import './admin.css';

function ScreenSkeleton() {
  return (
    <LoadingRegion label="Loading">
      <div className="admin-skeleton">
        <Skeleton width="30%" height="2rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    </LoadingRegion>
  );
}

export function AdminLayout() {
  const session = useOperatorSession();
  const location = useLocation();
  const client = useApolloClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOut, { loading: signingOut }] = useAdminSignOutMutation({ fetchPolicy: 'no-cache' });

  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (session === null)
    return <Navigate to={paths.admin.login.href(`${location.pathname}${location.search}`)} replace />;

  const end = () => {
    endOperatorSession();
    void client.clearStore();
  };
  const logout = () => {
    // The server refuses the token from now on; the console signs out here even when that fails.
    signOut().then(end, (failure: unknown) => {
      console.warn('[admin] signing out on the server failed', failure);
      end();
    });
  };
  const items = ADMIN_NAV_ITEMS.filter((item) => item.permission === null || sessionCan(session, item.permission));

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <button
          type="button"
          className="admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <p className="admin-brand">Shop console</p>
        <div className="admin-operator">
          <span>
            {session.profile.name} <span className="admin-role">{ROLE_LABELS[session.profile.role]}</span>
          </span>
          <button type="button" className="button button-secondary" onClick={logout} disabled={signingOut}>
            Sign out
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav id="admin-nav" className={`admin-nav${menuOpen ? ' open' : ''}`} aria-label="Console">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <ErrorBoundary>
            <Suspense fallback={<ScreenSkeleton />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
