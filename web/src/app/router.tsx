import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { readStored } from '@/lib/browser-storage.ts';
import { PARTNER_TOKEN_STORAGE_KEY } from '@/lib/constants.ts';
import { useLoadedModule, type ModuleLoader } from '@/lib/use-loaded-module.ts';
import { STATIC_PAGE_KINDS, STATIC_PAGES } from '@shop/commerce/content/static-pages';
import { paths } from '@shop/commerce/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { categoryModule, homeModule, productModule } from './route-modules.ts';

// Each screen is its own chunk, loaded when its route is first visited. Routes are matched
// case-insensitively (react-router's default). Declarative routes: the screens fetch their own
// data with one GraphQL query each, so the data router's loaders (and its ~17 KB) are not needed.
// Home, category and product, where shoppers land, load as state instead (route-modules.ts).
const ProductListRoute = lazy(() => import('@/routes/product-list.tsx'));
const CheckoutRoute = lazy(() => import('@/routes/checkout.tsx'));
const LoginRoute = lazy(() => import('@/routes/login.tsx'));
const WishlistRoute = lazy(() => import('@/routes/wishlist.tsx'));
const RegisterRoute = lazy(() => import('@/routes/register.tsx'));
const ResetPasswordRoute = lazy(() => import('@/routes/reset-password.tsx'));
const ProfileRoute = lazy(() => import('@/routes/profile.tsx'));
const AddressListRoute = lazy(() => import('@/routes/address-list.tsx'));
const OrderListRoute = lazy(() => import('@/routes/order-list.tsx'));
const OrderConfirmationRoute = lazy(() => import('@/routes/order-confirmation.tsx'));
const OrderTrackingRoute = lazy(() => import('@/routes/order-tracking.tsx'));
const SearchRoute = lazy(() => import('@/routes/search.tsx'));
const StaticPageRoute = lazy(() => import('@/routes/static-page.tsx'));
const BlogRoute = lazy(() => import('@/routes/blog.tsx'));
const CustomerSupportRoute = lazy(() => import('@/routes/customer-support.tsx'));
const RegisterRequestRoute = lazy(() => import('@/routes/register-request.tsx'));
const TrackRequestRoute = lazy(() => import('@/routes/track-request.tsx'));
const UseProductRoute = lazy(() => import('@/routes/use-product.tsx'));
const ServiceCentreRoute = lazy(() => import('@/routes/service-centre.tsx'));
const ProductRegistrationRoute = lazy(() => import('@/routes/product-registration.tsx'));
const RingSizerRoute = lazy(() => import('@/routes/ring-sizer.tsx'));
const NotFoundRoute = lazy(() => import('@/routes/not-found.tsx'));
// The channel partner portal: one chunk with its own routes (and lazy screens), never loaded by a shopper.
const PartnerApp = lazy(() => import('@/routes/cp/partner-app.tsx'));
// The operator console: a chunk of its own under /admin, never loaded by a shopper or a partner.
const AdminApp = lazy(() => import('@/routes/admin/admin-app.tsx'));

/** A screen of route-modules.ts: its skeleton until its module is there; a failed load goes to the ErrorBoundary. */
function LoadedRoute({ loader }: { loader: ModuleLoader<{ default: ComponentType }> }) {
  const { module, error } = useLoadedModule(loader);
  if (error) throw error;
  return module ? <module.default /> : <PageSkeleton />;
}

const HomeRoute = () => <LoadedRoute loader={homeModule} />;
const CategoryRoute = () => <LoadedRoute loader={categoryModule} />;
const ProductRoute = () => <LoadedRoute loader={productModule} />;

/** The old site's link targets (storefront spec, Routes) and the screens they lead to now. */
const LEGACY_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/login-account.php', paths.login.href()],
  ['/create-account.php', paths.register.href()],
  ['/collection.php', paths.productList.href()],
];

/** Every CP path but /Home, which is shared with the storefront (see HomeAliasLayout). */
const CP_PATTERNS: readonly string[] = Object.values(paths.cp)
  .filter((route) => route !== paths.cp.home)
  .map((route) => route.pattern);

function hasPartnerToken(): boolean {
  return readStored(PARTNER_TOKEN_STORAGE_KEY) !== null;
}

/**
 * The portal's own routes live in its chunk: this pathless route only decides that a CP path
 * belongs to it (its children have no elements) and renders the portal, which matches the full
 * path again with its own <Routes>.
 */
function PartnerAppLayout() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PartnerApp />
    </Suspense>
  );
}

/**
 * /home is the storefront's home alias and the CP home (/Home): the CP home while a partner token
 * is stored, else the storefront home. Decided again at each navigation (login, logout).
 */
function HomeAliasLayout() {
  useLocation();
  return hasPartnerToken() ? <PartnerAppLayout /> : <RootLayout />;
}

/** The console matches its own routes again (routes/admin/admin-app.tsx). */
function AdminAppLayout() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AdminApp />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminAppLayout />} />
      <Route element={<PartnerAppLayout />}>
        {CP_PATTERNS.map((pattern) => (
          <Route key={pattern} path={pattern} element={null} />
        ))}
      </Route>
      <Route element={<HomeAliasLayout />}>
        <Route path={paths.homeAlias.pattern} element={<HomeRoute />} />
      </Route>
      <Route element={<RootLayout />}>
        <Route path={paths.home.pattern} element={<HomeRoute />} />
        <Route path={paths.productList.pattern} element={<ProductListRoute />} />
        <Route path={paths.category.pattern} element={<CategoryRoute />} />
        <Route path={paths.product.pattern} element={<ProductRoute />} />
        <Route path={paths.checkout.pattern} element={<CheckoutRoute />} />
        <Route path={paths.wishlist.pattern} element={<WishlistRoute />} />
        <Route path={paths.login.pattern} element={<LoginRoute />} />
        <Route path={paths.accountLogin.pattern} element={<LoginRoute />} />
        <Route path={paths.register.pattern} element={<RegisterRoute />} />
        <Route path={paths.resetPassword.pattern} element={<ResetPasswordRoute />} />
        <Route path={paths.profile.pattern} element={<ProfileRoute />} />
        <Route path={paths.addressList.pattern} element={<AddressListRoute />} />
        <Route path={paths.orderList.pattern} element={<OrderListRoute />} />
        <Route path={paths.orderConfirmation.pattern} element={<OrderConfirmationRoute />} />
        <Route path={paths.orderTracking.pattern} element={<OrderTrackingRoute />} />
        <Route path={paths.search.pattern} element={<SearchRoute />} />
        {/* A static page's path has no parameter: it is its own route pattern. */}
        {STATIC_PAGE_KINDS.map((kind) => (
          <Route key={kind} path={STATIC_PAGES[kind].path} element={<StaticPageRoute kind={kind} />} />
        ))}
        <Route path={paths.blog.pattern} element={<BlogRoute />} />
        <Route path={paths.customerSupport.pattern} element={<CustomerSupportRoute />} />
        <Route path={paths.registerRequest.pattern} element={<RegisterRequestRoute />} />
        <Route path={paths.trackRequest.pattern} element={<TrackRequestRoute />} />
        <Route path={paths.useProduct.pattern} element={<UseProductRoute />} />
        <Route path={paths.serviceCentre.pattern} element={<ServiceCentreRoute />} />
        <Route path={paths.productRegistration.pattern} element={<ProductRegistrationRoute />} />
        <Route path={paths.ringSizer.pattern} element={<RingSizerRoute />} />
        {/* The old site's page names, still in mails and bookmarks, lead to their screens. */}
        {LEGACY_REDIRECTS.map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path={paths.notFound.pattern} element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
