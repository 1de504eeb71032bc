// The account's answers from upstream: each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the gateway's models.
// Nothing outside the account client sees these names.
import type { AccountMessageAnswer, TokenAnswer, UserProfile } from '../../generated/upstream/types.gen.ts';
import {
  zGetApiCommonDataUserprofileResponse,
  zGetApiSmsValidateOtpResponse,
  zPostApiUserLoginResponse,
  zPostApiUserRegisterResponse,
  zPostApiUserUpdateProfileResponse,
} from '../../generated/upstream/zod.gen.ts';
import type { IssuedSession, Profile } from './models.ts';

/** Register's "the user exists" (the spec's 1; 0 is done). */
const USER_EXISTS = 1;

/** A blank contact field or message means none. */
const textOrNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

const toIssuedSession = (raw: TokenAnswer): IssuedSession => ({
  token: raw.token,
  expiresAt: raw.expires,
  deviceToken: raw.device_token,
});

const toProfile = (raw: UserProfile): Profile => ({
  id: raw.id,
  firstName: raw.firstName,
  lastName: raw.lastName,
  email: textOrNull(raw.email),
  phone: textOrNull(raw.phone),
  imageUrl: textOrNull(raw.image),
});

/** The confirmation of a profile update, null when upstream gives none worth showing. */
const toProfileMessage = (raw: AccountMessageAnswer): string | null => textOrNull(raw.message);

/** User/Login: the session issued. */
export const loginSessionSchema = zPostApiUserLoginResponse.transform(toIssuedSession);

/** SMS/ValidateOTP: the session issued. */
export const otpSessionSchema = zGetApiSmsValidateOtpResponse.transform(toIssuedSession);

/** User/register: true when upstream says the user exists. */
export const userExistsSchema = zPostApiUserRegisterResponse.transform((raw) => raw === USER_EXISTS);

/** CommonData/userprofile. */
export const profileSchema = zGetApiCommonDataUserprofileResponse.transform(toProfile);

/** user/UpdateProfile: its confirmation message. */
export const profileUpdatedSchema = zPostApiUserUpdateProfileResponse.transform(toProfileMessage);
