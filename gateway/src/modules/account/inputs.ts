// zod schemas of the account mutations' arguments: expected mistakes become userErrors (with the
// argument's path as field) through validateInput; the messages are in constants.ts.
import { z } from 'zod';
import {
  ACCOUNT_ERRORS as E,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { checkImageUpload, type CheckedImage } from './image.ts';
import { digitsOnly, isEmail, isEmailOrPhone, isPhone } from './rules.ts';

const contact = (message: string) => z.string().trim().max(EMAIL_MAX_LENGTH, message).refine(isEmailOrPhone, message);
const email = z.string().trim().max(EMAIL_MAX_LENGTH, E.emailInvalid.message).refine(isEmail, E.emailInvalid.message);
/** Spec section 5: non-digits stripped, then exactly 10 digits. */
const phone = z.string().transform(digitsOnly).refine(isPhone, E.phoneInvalid.message);
const name = z.string().trim().min(1, E.nameRequired.message).max(NAME_MAX_LENGTH, E.nameTooLong.message);
/** A password as typed (never trimmed); length is upstream's rule. */
const newPassword = z
  .string()
  .min(1, E.passwordRequired.message)
  .min(PASSWORD_MIN_LENGTH, E.passwordTooShort.message)
  .max(PASSWORD_MAX_LENGTH, E.passwordTooLong.message);

export const loginInput = z.object({
  emailOrPhone: contact(E.loginContact.message),
  password: z.string().min(1, E.passwordRequired.message).max(PASSWORD_MAX_LENGTH, E.wrongCredentials.message),
});

export const registerInput = z.object({
  name,
  emailOrPhone: contact(E.registerContact.message),
  password: newPassword,
});

export const otpPhoneInput = phone;

export const otpCodeInput = z.string().trim().regex(OTP_PATTERN, E.otpFormat.message);

export const resetEmailInput = email;

export const resetPasswordInput = z.object({
  token: z.string().trim().min(1, E.resetLinkInvalid.message).max(2048, E.resetLinkInvalid.message),
  password: newPassword,
});

const PROBLEM_MESSAGES = {
  unreadable: E.imageUnreadable.message,
  'too-large': E.imageTooLarge.message,
  type: E.imageType.message,
} as const;

/** ImageUploadInput: checked by content; its fileName and contentType are not trusted. */
const imageInput = z
  .object({ fileName: z.string(), contentType: z.string(), base64: z.string() })
  .transform((value, ctx): CheckedImage => {
    const check = checkImageUpload(value.base64);
    if (check.ok) return check.image;
    ctx.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[check.problem] });
    return z.NEVER;
  });

export const updateProfileInput = z
  .object({
    firstName: name,
    lastName: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, E.nameTooLong.message)
      .nullish()
      .transform((value) => value ?? ''),
    email,
    phone,
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .nullish()
      .transform((value) => value || null),
    newPassword: z
      .preprocess((value) => (value === '' ? null : value), newPassword.nullish())
      .transform((value) => value ?? null),
    image: imageInput.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== null && value.currentPassword === null) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: E.currentPasswordRequired.message });
    }
  });

export type LoginInput = z.output<typeof loginInput>;
export type RegisterInput = z.output<typeof registerInput>;
export type UpdateProfileInput = z.output<typeof updateProfileInput>;
