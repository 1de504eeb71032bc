// This browser's known-device token (localStorage 'deviceToken'): the server hands it out at a
// successful login or OTP and the login forms send it back, which spares the owner of an account
// the failed-login backoff that someone guessing the password causes. One token serves every
// account (shopper and partner) that logged in here.
import { readStored, writeStored } from './browser-storage.ts';

const DEVICE_TOKEN_KEY = 'deviceToken';

/** The kept token, or null. */
export function readDeviceToken(): string | null {
  return readStored(DEVICE_TOKEN_KEY);
}

/** Keeps the token a login answered (nothing when it answered none). */
export function keepDeviceToken(token: string | null | undefined): void {
  if (token) writeStored(DEVICE_TOKEN_KEY, token);
}
