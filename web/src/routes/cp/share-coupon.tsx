import { ShareCouponScreen } from '@/features/partner/screens/share-coupon-screen.tsx';

// /cp/coupon: the program's coupon sharing.
export default function ShareCouponPage() {
  return <ShareCouponScreen />;
}
