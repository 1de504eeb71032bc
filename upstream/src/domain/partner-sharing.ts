// Coupon sharing and nominations as upstream reads them: the code of a shared coupon ({v5}-{4
// letters or digits} from an alphabet without look-alikes), the forms (CP/ShareCoupon and
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

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** V5G1002-7KX2 for the partner code V5G1002; the caller gives the random bytes. */
export function sharedCouponCode(partnerCode: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < SHARED_COUPON_SUFFIX_LENGTH)
    throw new Error(`sharedCouponCode needs ${SHARED_COUPON_SUFFIX_LENGTH} random bytes`);
  let suffix = '';
  for (let i = 0; i < SHARED_COUPON_SUFFIX_LENGTH; i++) suffix += ALPHABET[(randomBytes[i] ?? 0) % ALPHABET.length];
  return `${partnerCode.toUpperCase()}-${suffix}`;
}

/** True for a code of this shape: a partner code, a dash and 4 letters or digits. */
export function isSharedCouponCode(code: string): boolean {
  return /^V5[MG]\d{4,}-[A-Z0-9]{4}$/.test(code);
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
