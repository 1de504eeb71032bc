import { SharedCouponsScreen } from '@/features/partner/screens/shared-coupons-screen.tsx';

// /cp/sharedcoupondetails: the program's shared coupons.
export default function SharedCouponsPage() {
  return <SharedCouponsScreen />;
}
