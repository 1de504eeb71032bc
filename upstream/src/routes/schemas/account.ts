// zod schemas of the account endpoints (upstream/README.md, "Accounts and cart contract").
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, RESET_TOKEN_MAX_LENGTH } from '@shop/commerce/account/limits';
import { EMAIL_MAX_LENGTH } from '@shop/commerce/contact';
import { ErrorBody } from './common.ts';

const text = (max: number) => z.string().max(max);

/** A known-device token as a client sends it back (anything else counts as none). */
const DeviceToken = text(100).optional().describe('Extension: the device_token of an earlier login of this client');

export const LoginBody = z.object({
  email_id: text(EMAIL_MAX_LENGTH).describe('Email or 10-digit mobile number'),
  u_Password: text(PASSWORD_MAX_LENGTH),
  device_token: DeviceToken,
});

export const TokenAnswer = z.object({
  token: z.string().describe('JWT HS256; send as Authorization: Bearer'),
  expires: z.string().describe('Expiry of the token, ISO 8601'),
  device_token: z
    .string()
    .describe('Extension: the known-device token to send with later logins (spares the failed-login backoff)'),
});

export const RegisterBody = z.object({
  username: z.string().describe('The name (at most 60 characters)'),
  email: text(EMAIL_MAX_LENGTH).optional().describe('Email or phone; may repeat number'),
  number: text(EMAIL_MAX_LENGTH).optional().describe('Email or 10-digit mobile number'),
  password: text(PASSWORD_MAX_LENGTH),
});

export const RegisterAnswer = z
  .union([z.literal(0), z.literal(1)])
  .describe('0: done (created, or the owner of an existing account told); 1 (the spec\'s "exists") is never answered');

export const SendOtpBody = z.object({
  number: text(EMAIL_MAX_LENGTH).describe('10-digit mobile number, or an email for a mailed code'),
  apikey: text(200).optional(),
  senderid: text(200).optional(),
  message: text(1000).optional(),
  format: text(50).optional(),
});

export const OtpSentAnswer = z.object({ status: z.literal('sent') });

export const ValidateOtpQuery = z.object({
  OTP: text(20),
  mobile: text(EMAIL_MAX_LENGTH).describe('The number (or email) the code was sent to'),
  device_token: DeviceToken,
});

export const ForgotPasswordBody = z.object({ email: text(EMAIL_MAX_LENGTH) });
export const ResetPasswordBody = z.object({
  token: text(RESET_TOKEN_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
});

export const OkAnswer = z.object({ ok: z.literal(true) });
export const MessageAnswer = z.object({ message: z.string() });

const profileFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable().describe('Root-relative URL of the profile picture'),
};

export const UserProfile = z.object({ id: z.number().int(), ...profileFields });
export const ProfileData = z.array(z.object(profileFields));

export const OutboxQuery = z.object({ to: text(EMAIL_MAX_LENGTH).describe('Email address or number') });
export const OutboxEntry = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/** Error answers of a bearer endpoint. */
export const bearerErrors = { 401: ErrorBody } as const;
