import { lazy, Suspense, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { referralCodeOf } from '@/features/checkout/referral/referral-token.ts';
import { SubscribePopupHost } from '@/features/content/components/subscribe-popup-host.tsx';
import { HydrationEnd } from '@/lib/hydration.ts';
import { hidePreloader } from '@/lib/preloader.ts';
import { Header } from './header.tsx';

// The footer is below every page's fold: its code loads beside the route's, not in the entry.
const Footer = lazy(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));

/** A short note a flow passes to the next page (`navigate(to, { state: { notice } })`). */
function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** Header, the current route (each route is its own lazily loaded chunk), footer and the subscribe popup. */
export function RootLayout() {
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);

  useEffect(() => hidePreloader(), []);

  // A visit through a partner's referral link (?ref=CODE) is recorded; its code loads only then.
  const client = useApolloClient();
  const referralCode = referralCodeOf(location.search);
  useEffect(() => {
    if (referralCode)
      void import('@/features/checkout/referral/capture-referral.ts').then((m) =>
        m.captureReferral(client, referralCode),
      );
  }, [client, referralCode]);

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
        {notice ? (
          <Notice
            message={notice}
            onDismiss={() => void navigate({ pathname, search: location.search }, { replace: true, state: null })}
          />
        ) : null}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <HydrationEnd />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <SubscribePopupHost />
    </>
  );
}
