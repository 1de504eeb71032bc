// The operator console: one lazy chunk that the storefront's router loads for /admin paths
// (app/router.tsx), with the console's own routes; each screen is a lazy chunk of its own.
// Shoppers and partners never download it.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, UNSAFE_RouteContext } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { AdminLayout } from '@/features/admin/components/admin-layout.tsx';
import { paths } from '@shop/commerce/paths';
import { hidePreloader } from '@/lib/preloader.ts';

const LoginPage = lazy(() => import('./admin-login.tsx'));
const NotFoundPage = lazy(() => import('./admin-not-found.tsx'));
const OperatorsPage = lazy(() => import('./operators.tsx'));
const AuditPage = lazy(() => import('./audit.tsx'));
const RefundsPage = lazy(() => import('./refunds.tsx'));
// -- screens: begin (one lazy import per screen) --
const OrdersPage = lazy(() => import('./orders.tsx'));
const OrderPage = lazy(() => import('./order.tsx'));
const ProductsPage = lazy(() => import('./products.tsx'));
const ProductPage = lazy(() => import('./product.tsx'));
const CouponsPage = lazy(() => import('./coupons.tsx'));
const BannersPage = lazy(() => import('./banners.tsx'));
const DashboardPage = lazy(() => import('./dashboard.tsx'));
const RequestsPage = lazy(() => import('./requests.tsx'));
const RequestPage = lazy(() => import('./request.tsx'));
const RegistrationsPage = lazy(() => import('./registrations.tsx'));
const ReviewsPage = lazy(() => import('./reviews.tsx'));
const CustomersPage = lazy(() => import('./customers.tsx'));
const CustomerPage = lazy(() => import('./customer.tsx'));
const GstPage = lazy(() => import('./gst.tsx'));
const PartnersPage = lazy(() => import('./partners.tsx'));
const PartnerPage = lazy(() => import('./partner.tsx'));
const PayoutsPage = lazy(() => import('./payouts.tsx'));
const PayoutRunPage = lazy(() => import('./payout-run.tsx'));
// -- screens: end --

/** The console's routes are matched from the root, as a router of its own (see routes/cp/partner-app.tsx). */
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

export default function AdminApp() {
  useEffect(() => hidePreloader(), []);
  const admin = paths.admin;
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
          <Routes>
            <Route path={admin.login.pattern} element={<LoginPage />} />
            <Route element={<AdminLayout />}>
              <Route path={admin.operators.pattern} element={<OperatorsPage />} />
              <Route path={admin.audit.pattern} element={<AuditPage />} />
              <Route path={admin.refunds.pattern} element={<RefundsPage />} />
              {/* -- routes: begin (one <Route> per screen) -- */}
              <Route path={admin.orders.pattern} element={<OrdersPage />} />
              <Route path={admin.order.pattern} element={<OrderPage />} />
              <Route path={admin.products.pattern} element={<ProductsPage />} />
              <Route path={admin.product.pattern} element={<ProductPage />} />
              <Route path={admin.coupons.pattern} element={<CouponsPage />} />
              <Route path={admin.banners.pattern} element={<BannersPage />} />
              <Route path={admin.dashboard.pattern} element={<DashboardPage />} />
              <Route path={admin.requests.pattern} element={<RequestsPage />} />
              <Route path={admin.request.pattern} element={<RequestPage />} />
              <Route path={admin.registrations.pattern} element={<RegistrationsPage />} />
              <Route path={admin.reviews.pattern} element={<ReviewsPage />} />
              <Route path={admin.customers.pattern} element={<CustomersPage />} />
              <Route path={admin.customer.pattern} element={<CustomerPage />} />
              <Route path={admin.gst.pattern} element={<GstPage />} />
              <Route path={admin.partners.pattern} element={<PartnersPage />} />
              <Route path={admin.partner.pattern} element={<PartnerPage />} />
              <Route path={admin.payouts.pattern} element={<PayoutsPage />} />
              <Route path={admin.payoutRun.pattern} element={<PayoutRunPage />} />
              {/* -- routes: end -- */}
              <Route path="/admin/*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </UNSAFE_RouteContext.Provider>
      </Suspense>
    </ErrorBoundary>
  );
}
