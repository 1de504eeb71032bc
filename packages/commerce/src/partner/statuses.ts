// Statuses of the portal's lists (spec section 4) and upstream's 0/1 answers: a nomination is
// Nominated while iS_JOIN is 0, otherwise Joined; a shared coupon is Shared until used;
// CP/check_nomination answers 1 when the address was nominated (or is a partner's), 0 when free
// (takenAnswer);
// CommonData/Chk_Phone answers 0 when neither the phone nor the email belongs to a partner.
import { COUPON_SHARE_STATUS, NOMINATION_STATUS } from './limits.ts';

export type NominationStatus = (typeof NOMINATION_STATUS)[keyof typeof NOMINATION_STATUS];
export type CouponShareStatus = (typeof COUPON_SHARE_STATUS)[keyof typeof COUPON_SHARE_STATUS];

export function nominationStatus(joined: boolean): NominationStatus {
  return joined ? NOMINATION_STATUS.JOINED : NOMINATION_STATUS.NOMINATED;
}

export function couponShareStatus(used: boolean): CouponShareStatus {
  return used ? COUPON_SHARE_STATUS.USED : COUPON_SHARE_STATUS.SHARED;
}

/** The text answer of an existence check: '1' taken, '0' free. */
export type TakenAnswer = '0' | '1';

export function takenAnswer(taken: boolean): TakenAnswer {
  return taken ? '1' : '0';
}

/** CommonData/Chk_Phone: '0' means neither the phone nor the email belongs to a partner. */
export function contactIsFree(answer: string): boolean {
  return answer.trim() === '0';
}
