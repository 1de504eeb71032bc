// zod schemas of the account mutations' arguments. The rules and their refusals are
// @shop/commerce/account (forms.ts, limits.ts, messages.ts) and @shop/commerce/contact; a refusal
// becomes a userError on its argument's field through validateInput, one per field, so a form
// hears of every wrong field at once. Profile images are checked by content (graphql/file-upload.ts).
import {
  checkLoginPassword,
  checkName,
  checkNewPassword,
  checkOtpCode,
  checkProfileForm,
  checkResetToken,
} from '@shop/commerce/account/forms';
import { PASSWORD_MAX_LENGTH } from '@shop/commerce/account/limits';
import { ACCOUNT_ERRORS as E, type AccountErrorKey } from '@shop/commerce/account/messages';
import { digitsOnly, isEmail, isEmailOrPhone, isPhone } from '@shop/commerce/contact';
import { z } from 'zod';
import { uploadInput } from '../../graphql/file-upload.ts';
import { checked, refuse } from '../../graphql/user-errors.ts';

/** The profile image's base name upstream (profile.png, profile.jpg). */
const PROFILE_IMAGE_NAME = 'profile';

const trimmed = () => z.string().trim();
const rule = (check: (value: string) => AccountErrorKey | null) => checked(check, E, trimmed());
const shape = (test: (value: string) => boolean, key: AccountErrorKey) => rule((value) => (test(value) ? null : key));

/** A new password as typed (never trimmed): required, 6 to 128 characters. */
const newPassword = checked(checkNewPassword, E);
/** Non-digits stripped, then exactly 10 digits. */
const phone = checked(
  (value) => (isPhone(value) ? null : 'phoneInvalid'),
  E,
  z.string().transform((value) => digitsOnly(value)),
);
const email = shape(isEmail, 'emailInvalid');

/** A known-device token as the client kept it; anything not shaped like one counts as none. */
export const deviceTokenInput = z
  .string()
  .nullish()
  .transform((value) => (value && /^[\w-]{1,100}$/.test(value) ? value : null));

export const loginInput = z.object({
  emailOrPhone: shape(isEmailOrPhone, 'loginContact'),
  password: checked(checkLoginPassword, E),
  deviceToken: deviceTokenInput,
});

export const registerInput = z.object({
  name: rule(checkName),
  emailOrPhone: shape(isEmailOrPhone, 'registerContact'),
  password: newPassword,
});

export const otpPhoneInput = phone;

export const otpCodeInput = rule(checkOtpCode);

/** verifyOtp's arguments. */
export const verifyOtpInput = z.object({ phone: otpPhoneInput, otp: otpCodeInput, deviceToken: deviceTokenInput });

export const resetEmailInput = email;

export const resetPasswordInput = z.object({
  token: rule(checkResetToken),
  password: newPassword,
});

/** '' (or nothing) is no value. */
const optional = <T>(schema: z.ZodType<T>) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish()).transform((value) => value ?? null);

export const updateProfileInput = z
  .object({
    firstName: rule(checkName),
    lastName: rule((value) => (value === '' ? null : checkName(value)))
      .nullish()
      .transform((value) => value ?? ''),
    email,
    phone,
    currentPassword: optional(z.string().max(PASSWORD_MAX_LENGTH)),
    newPassword: optional(newPassword),
    image: optional(uploadInput('image', PROFILE_IMAGE_NAME)),
  })
  .superRefine((value, ctx) => {
    // The whole form's rule: a new password needs the current one.
    const problem = checkProfileForm({
      ...value,
      newPassword: value.newPassword ?? '',
      currentPassword: value.currentPassword ?? '',
    });
    if (problem) refuse(ctx, E[problem.key], [problem.field]);
  });
