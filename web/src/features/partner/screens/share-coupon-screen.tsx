import { useMemo } from 'react';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { CouponShareForm } from '@/features/partner/program/components/coupon-share-form.tsx';
import { usePartnerShareCouponPageQuery } from '@/generated/operations/partner-share-coupon-page.ts';
import { htmlLines } from '@/lib/html-text.ts';

// /cp/coupon: share a discount coupon (a new single-use coupon with the partner's client discount)
// to an email address or a mobile number; the message starts as the coupon mail's text.
export function ShareCouponScreen() {
  const { data, loading, error } = usePartnerShareCouponPageQuery();
  const template = useMemo(() => (data ? htmlLines(data.partner.couponTemplate.html) : ''), [data]);
  return (
    <PartnerPage title="Share Discount Coupon" loading={!data && loading} error={error}>
      {data ? <CouponShareForm key={template} template={template} /> : null}
    </PartnerPage>
  );
}
