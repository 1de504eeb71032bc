// Coupon sharing and nominations as upstream reads them: the code of a shared coupon ({v5}-{12
// letters or digits} drawn uniformly from an alphabet without look-alikes), the forms (CP/ShareCoupon and
// CP/ShareNominationNew) read into @shop/commerce's rules (sharing-forms.ts), whose first problem
// becomes the spec's message on the form's field name, and the text of a message the form may send
// as HTML (the template's preview). Tested beside.
import {
  checkCouponShare,
  checkNomination,
  type CouponShare,
  type CouponShareField,
  type Nomination,
  type NominationField,
} from '@shop/commerce/partner/sharing-forms';
import { SHARED_COUPON_SUFFIX_LENGTH } from './partner-program-constants.ts';
import { firstRefusal, type FormCheck } from './partner-forms.ts';

export const SHARED_COUPON_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A uniform whole number in [0, below): node:crypto's randomInt in the service, a seeded one in the seed. */
export type UniformDraw = (below: number) => number;

/** V5G1002-7KX2M9QDH3RT for the partner code V5G1002; the caller gives the uniform draw. */
export function sharedCouponCode(partnerCode: string, draw: UniformDraw): string {
  let suffix = '';
  for (let i = 0; i < SHARED_COUPON_SUFFIX_LENGTH; i++) {
    const index = draw(SHARED_COUPON_ALPHABET.length);
    if (!Number.isInteger(index) || index < 0 || index >= SHARED_COUPON_ALPHABET.length)
      throw new Error(`sharedCouponCode: draw gave ${index}`);
    suffix += SHARED_COUPON_ALPHABET[index];
  }
  return `${partnerCode.toUpperCase()}-${suffix}`;
}

const SHARED_CODE_PATTERN = new RegExp(`^V5[MG]\\d{4,}-[${SHARED_COUPON_ALPHABET}]{${SHARED_COUPON_SUFFIX_LENGTH}}$`);

/** True for a code of this shape: a partner code, a dash and 12 characters of the alphabet. */
export function isSharedCouponCode(code: string): boolean {
  return SHARED_CODE_PATTERN.test(code);
}

export interface NominationBody {
  emailto: string;
  msg: string;
  cpname: string;
  txt_v5_1: string;
  txt_v5_1_1: string;
  txt_discount1: string;
}

const NOMINATION_NAMES: Readonly<Record<NominationField, string>> = {
  name: 'cpname',
  email: 'emailto',
  masterPercent: 'txt_v5_1',
  generalPercent: 'txt_v5_1_1',
  clientDiscount: 'txt_discount1',
  message: 'msg',
};

/** CP/ShareNominationNew: name, an email, the three percentages (35 at most together), a message. */
export function checkNominationForm(body: NominationBody): FormCheck<Nomination> {
  const check = checkNomination({
    name: body.cpname,
    email: body.emailto,
    masterPercent: body.txt_v5_1,
    generalPercent: body.txt_v5_1_1,
    clientDiscount: body.txt_discount1,
    message: body.msg,
  });
  return firstRefusal(check, NOMINATION_NAMES);
}

export interface CouponShareBody {
  emailto: string;
  msg: string;
  cpname: string;
}

const COUPON_SHARE_NAMES: Readonly<Record<CouponShareField, string>> = {
  recipient: 'emailto',
  name: 'cpname',
  message: 'msg',
};

/** CP/ShareCoupon: an email or a 10-digit number, the recipient's name, a message. */
export function checkCouponShareForm(body: CouponShareBody): FormCheck<CouponShare> {
  return firstRefusal(
    checkCouponShare({ recipient: body.emailto, name: body.cpname, message: body.msg }),
    COUPON_SHARE_NAMES,
  );
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * The plain text of a message for a text mail: line breaks for <br> and the ends of blocks, no
 * tags, the common entities decoded, at most one blank line in a row. Plain text stays as it is.
 */
export function messageText(message: string): string {
  return message
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
