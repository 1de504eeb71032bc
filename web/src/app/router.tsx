import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';

// Each screen is its own chunk, loaded when its route is first visited. Routes are matched
// case-insensitively (react-router's default). Declarative routes: the screens fetch their own
// data with one GraphQL query each, so the data router's loaders (and its ~17 KB) are not needed.
const HomeRoute = lazy(() => import('../routes/home.tsx'));
const CategoryRoute = lazy(() => import('../routes/category.tsx'));
const ProductListRoute = lazy(() => import('../routes/product-list.tsx'));
const ProductRoute = lazy(() => import('../routes/product.tsx'));
const CheckoutRoute = lazy(() => import('../routes/checkout.tsx'));
const LoginRoute = lazy(() => import('../routes/login.tsx'));
const RegisterRoute = lazy(() => import('../routes/register.tsx'));
const ResetPasswordRoute = lazy(() => import('../routes/reset-password.tsx'));
const ProfileRoute = lazy(() => import('../routes/profile.tsx'));
const NotFoundRoute = lazy(() => import('../routes/not-found.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.pattern} element={<HomeRoute />} />
        <Route path={paths.homeAlias.pattern} element={<HomeRoute />} />
        <Route path={paths.productList.pattern} element={<ProductListRoute />} />
        <Route path={paths.category.pattern} element={<CategoryRoute />} />
        <Route path={paths.product.pattern} element={<ProductRoute />} />
        <Route path={paths.checkout.pattern} element={<CheckoutRoute />} />
        <Route path={paths.login.pattern} element={<LoginRoute />} />
        <Route path={paths.accountLogin.pattern} element={<LoginRoute />} />
        <Route path={paths.register.pattern} element={<RegisterRoute />} />
        <Route path={paths.resetPassword.pattern} element={<ResetPasswordRoute />} />
        <Route path={paths.profile.pattern} element={<ProfileRoute />} />
        <Route path={paths.notFound.pattern} element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
