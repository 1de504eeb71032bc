import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { hidePreloader } from '../../lib/preloader.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Header, the current route (each route is its own lazily loaded chunk) and footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => hidePreloader(), []);

  // A new page starts at the top; back and forward keep the browser's own scroll restoration.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
