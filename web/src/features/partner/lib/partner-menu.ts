// The portal's left menu (spec section 2): the nomination entries only for level 1 (V5 (Master)).
import type { PartnerLevel } from '@shop/commerce/partner/limits';
import { paths } from '@shop/commerce/paths';

export type PartnerMenuItem = { label: string; to: string };

const MENU: ReadonlyArray<PartnerMenuItem & { masterOnly?: true }> = [
  { label: 'Home', to: paths.cp.home.href() },
  { label: 'Personal Information', to: paths.cp.cpHome.href() },
  { label: 'Bank Details', to: paths.cp.bankDetails.href() },
  { label: 'Transaction History', to: paths.cp.transactionHistory.href() },
  { label: 'Incentive Details', to: paths.cp.incentiveDetails.href() },
  { label: 'Earnings & Payouts', to: paths.cp.earnings.href() },
  { label: 'Incentive Table', to: paths.cp.incentiveTable.href() },
  { label: 'Shared Coupons', to: paths.cp.sharedCoupons.href() },
  { label: 'Share Discount Coupon', to: paths.cp.shareCoupon.href() },
  { label: 'Nominate Channel Partner', to: paths.cp.nominatedCp.href(), masterOnly: true },
  { label: 'My Nominated CP', to: paths.cp.myNominatedCp.href(), masterOnly: true },
  { label: 'Manage CP', to: paths.cp.manageCp.href() },
  { label: 'Notifications', to: paths.cp.notifications.href() },
  { label: 'Support', to: paths.cp.support.href() },
  { label: 'Change Password', to: paths.cp.changePassword.href() },
];

/** The menu entries a partner of this level sees; without a known level, none of the Master-only ones. */
export function partnerMenu(level: PartnerLevel | null | undefined): PartnerMenuItem[] {
  return MENU.filter((item) => !item.masterOnly || level === 'MASTER').map(({ label, to }) => ({ label, to }));
}
