// The channel partner portal: one lazy chunk that the storefront's router loads for the CP paths
// (app/router.tsx), holding the portal's own routes; each screen is a lazy chunk of its own.
// Routes match case-insensitively, so each pattern covers the spec's aliases (paths.cp).
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, UNSAFE_RouteContext } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { PartnerLayout } from '@/features/partner/components/partner-layout.tsx';
import { PartnerPublicLayout } from '@/features/partner/components/partner-public-layout.tsx';
import { paths } from '@shop/commerce/paths';
import { hidePreloader } from '@/lib/preloader.ts';

// The portal's account screens: login, home, profile, bank details, support, password, notifications.
const LoginPage = lazy(() => import('./cp-login.tsx'));
const ForgotPasswordPage = lazy(() => import('./forgot-password.tsx'));
const HomePage = lazy(() => import('./cp-home.tsx'));
const PersonalInformationPage = lazy(() => import('./personal-information.tsx'));
const ProfileTablePage = lazy(() => import('./profile-table.tsx'));
const EditPersonalDetailsPage = lazy(() => import('./edit-personal-details.tsx'));
const BankDetailsPage = lazy(() => import('./bank-details.tsx'));
const EditBankDetailsPage = lazy(() => import('./edit-bank-details.tsx'));
const SupportPage = lazy(() => import('./partner-support.tsx'));
const ChangePasswordPage = lazy(() => import('./change-password.tsx'));
const NotificationsPage = lazy(() => import('./notifications.tsx'));
// The incentive program's screens: orders, incentives, the table, nominations, coupons, sub-partners.
const TransactionHistoryPage = lazy(() => import('./transaction-history.tsx'));
const IncentiveDetailsPage = lazy(() => import('./incentive-details.tsx'));
const EarningsPage = lazy(() => import('./earnings.tsx'));
const IncentiveTablePage = lazy(() => import('./incentive-table.tsx'));
const NominatedCpPage = lazy(() => import('./nominated-cp.tsx'));
const NewNominationPage = lazy(() => import('./new-nomination.tsx'));
const SharedCouponsPage = lazy(() => import('./shared-coupons.tsx'));
const ShareCouponPage = lazy(() => import('./share-coupon.tsx'));
const ManageCpPage = lazy(() => import('./manage-cp.tsx'));
const AddPartnerPage = lazy(() => import('./add-partner.tsx'));
const ResendPage = lazy(() => import('./resend.tsx'));
const JoinNominationPage = lazy(() => import('./join-nomination.tsx'));

/**
 * The storefront router hands the CP paths to this module from a pathless route (app/router.tsx);
 * the portal's routes are matched here again from the root, as a router of its own (react-router
 * would otherwise read them as children of that pathless route and warn about the missing '*').
 */
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/** The CP paths the storefront router hands to this module (/Home only while a partner token is stored). */
export default function PartnerApp() {
  useEffect(() => hidePreloader(), []);
  const cp = paths.cp;
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
          <Routes>
            <Route element={<PartnerPublicLayout />}>
              <Route path={cp.login.pattern} element={<LoginPage />} />
              <Route path={cp.forgotPassword.pattern} element={<ForgotPasswordPage />} />
            </Route>
            {/* The program's public pages (the add-CP confirmation, the nominee's join page), each with its own bare CP header. */}
            <Route path={cp.resend.pattern} element={<ResendPage />} />
            <Route path={cp.join.pattern} element={<JoinNominationPage />} />
            <Route element={<PartnerLayout />}>
              <Route path={cp.home.pattern} element={<HomePage />} />
              <Route path={cp.cpHome.pattern} element={<PersonalInformationPage />} />
              <Route path={cp.profileTable.pattern} element={<ProfileTablePage />} />
              <Route path={cp.personalInformation.pattern} element={<EditPersonalDetailsPage />} />
              <Route path={cp.bankDetails.pattern} element={<BankDetailsPage />} />
              <Route path={cp.bankDetailsEdit.pattern} element={<EditBankDetailsPage />} />
              <Route path={cp.support.pattern} element={<SupportPage />} />
              <Route path={cp.changePassword.pattern} element={<ChangePasswordPage />} />
              <Route path={cp.notifications.pattern} element={<NotificationsPage />} />
              <Route path={cp.transactionHistory.pattern} element={<TransactionHistoryPage />} />
              <Route path={cp.incentiveDetails.pattern} element={<IncentiveDetailsPage />} />
              <Route path={cp.earnings.pattern} element={<EarningsPage />} />
              <Route path={cp.incentiveTable.pattern} element={<IncentiveTablePage />} />
              <Route path={cp.nominatedCp.pattern} element={<NominatedCpPage />} />
              <Route path={cp.myNominatedCp.pattern} element={<NominatedCpPage />} />
              <Route path={cp.newNomination.pattern} element={<NewNominationPage />} />
              <Route path={cp.sharedCoupons.pattern} element={<SharedCouponsPage />} />
              <Route path={cp.shareCoupon.pattern} element={<ShareCouponPage />} />
              <Route path={cp.manageCp.pattern} element={<ManageCpPage />} />
              <Route path={cp.addCp.pattern} element={<AddPartnerPage />} />
              <Route path={cp.registration.pattern} element={<AddPartnerPage />} />
            </Route>
          </Routes>
        </UNSAFE_RouteContext.Provider>
      </Suspense>
    </ErrorBoundary>
  );
}
