import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { PartnerHeader } from './partner-header.tsx';

/** The public CP pages (login, forgot password): the bare portal header and the page. */
export function PartnerPublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="cp-shell">
      <PartnerHeader />
      <main id="cp-main" className="cp-main cp-main-public">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
