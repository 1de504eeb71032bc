import type { SharedCouponTable_CouponFragment } from '@/generated/graphql.ts';
import { NO_SHARED_COUPONS_MESSAGE } from '@/features/partner/program/program-constants.ts';
import './program.css';

/** The coupons the partner shared, newest first: refer person name, email (or mobile), refer date, code, status. */
export function SharedCouponTable({ coupons }: { coupons: readonly SharedCouponTable_CouponFragment[] }) {
  if (coupons.length === 0) return <p className="program-empty">{NO_SHARED_COUPONS_MESSAGE}</p>;
  return (
    <div className="program-table-scroll" role="region" aria-label="Shared coupons" tabIndex={0}>
      <table className="program-table">
        <caption className="visually-hidden">Shared coupons</caption>
        <thead>
          <tr>
            <th scope="col">Refer Person Name</th>
            <th scope="col">Email</th>
            <th scope="col">Refer Date</th>
            <th scope="col">Coupon Code</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon, i) => (
            <tr key={coupon.couponCode ?? `${coupon.recipient}-${coupon.date}-${i}`}>
              <th scope="row">{coupon.personName}</th>
              <td>{coupon.recipient}</td>
              <td>{coupon.date}</td>
              <td>{coupon.couponCode}</td>
              <td>
                <span className="program-status" data-status={coupon.status.toLowerCase()}>
                  {coupon.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
