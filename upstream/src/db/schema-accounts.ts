// Kysely tables of accounts and the cart (migrations 0003 and 0004). Timestamps are ISO strings.
import type { Generated } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  name: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  /** Lowercased; null for phone-only accounts. */
  email: string | null;
  /** 10 digits; null for email-only accounts. */
  phone: string | null;
  /** scrypt$N$r$p$salt$hash; null for accounts made by a one-time code. */
  password_hash: string | null;
  /** File name under uploads/profile, served at /images/profiles/<name>. */
  image_path: string | null;
  /** Sessions of another version are refused: a password change or reset adds one (JWT claim `ver`). */
  session_version: Generated<number>;
  /** Tokens without a version issued before this instant (a password reset) are refused; null = no such cut. */
  sessions_valid_from: string | null;
  /** The session that changed the password: live although issued before sessions_valid_from. */
  kept_session_jti: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A client that logged in to the account (shopper or partner): spared the failed-login backoff. */
export interface KnownDeviceTable {
  id: Generated<number>;
  kind: 'shopper' | 'partner';
  account_id: number;
  /** SHA-256 hex of the device token the client keeps. */
  token_hash: string;
  last_used_at: string;
}

/** A failed shopper login (or one under way), keyed `user:<id>`, or `contact:<value>` for no account. */
export interface AccountLoginFailureTable {
  id: Generated<number>;
  account_key: string;
  created_at: string;
}

export interface RevokedTokenTable {
  jti: string;
  expires_at: string;
}

export interface OtpCodeTable {
  id: Generated<number>;
  /** 10-digit number or lowercased email. */
  recipient: string;
  code_hash: string;
  expires_at: string;
  used: Generated<number>;
  wrong_tries: Generated<number>;
  created_at: string;
}

export interface OtpSendTable {
  id: Generated<number>;
  recipient: string;
  created_at: string;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** 'sms' or 'email'. */
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  /** 'delivery' or 'billing'. */
  kind: string;
  fname: string;
  lname: string;
  deladdress: string;
  delcity: string;
  delstate: string;
  country: string;
  pincode: string;
  mobile_no: string;
  emailid: string | null;
  gender: string | null;
  agegroup: string | null;
  isprimary: Generated<number>;
  gst: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartLineTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  color_id: number;
  size: Generated<string>;
  strap_id: Generated<number>;
  /** The chosen offer products' ids, ascending and comma-separated; '' for none. */
  offer_ids: Generated<string>;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface AccountTables {
  users: UserTable;
  revoked_tokens: RevokedTokenTable;
  known_devices: KnownDeviceTable;
  account_login_failures: AccountLoginFailureTable;
  otp_codes: OtpCodeTable;
  otp_sends: OtpSendTable;
  password_reset_tokens: PasswordResetTokenTable;
  outbox: OutboxTable;
  addresses: AddressTable;
  cart_lines: CartLineTable;
}
