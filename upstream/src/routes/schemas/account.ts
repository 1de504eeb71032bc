// zod schemas of the account endpoints (upstream/README.md, "Accounts and cart contract").
import { z } from 'zod';
import { ErrorBody } from './common.ts';

const text = (max: number) => z.string().max(max);

export const LoginBody = z.object({
  email_id: text(254).describe('Email or 10-digit mobile number'),
  u_Password: text(128),
});

export const TokenAnswer = z.object({
  token: z.string().describe('JWT HS256; send as Authorization: Bearer'),
  expires: z.string().describe('Expiry of the token, ISO 8601'),
});

export const RegisterBody = z.object({
  username: text(120),
  email: text(254).optional().describe('Email or phone; may repeat number'),
  number: text(254).optional().describe('Email or 10-digit mobile number'),
  password: text(128),
});

export const RegisterAnswer = z
  .union([z.literal(0), z.literal(1)])
  .describe('1: a user with that email or phone exists; 0: created');

export const SendOtpBody = z.object({
  number: text(254).describe('10-digit mobile number, or an email for a mailed code'),
  apikey: text(200).optional(),
  senderid: text(200).optional(),
  message: text(1000).optional(),
  format: text(50).optional(),
});

export const OtpSentAnswer = z.object({ status: z.literal('sent') });

export const ValidateOtpQuery = z.object({
  OTP: text(20),
  mobile: text(254).describe('The number (or email) the code was sent to'),
});

export const ForgotPasswordBody = z.object({ email: text(254) });
export const ResetPasswordBody = z.object({ token: text(200), password: text(128) });

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

export const OutboxQuery = z.object({ to: text(254).describe('Email address or number') });
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
