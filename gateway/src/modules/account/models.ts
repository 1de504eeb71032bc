// The gateway's account models: upstream's shapes after zod parsed and renamed them
// (mapping.ts). codegen.ts maps the GraphQL types to these.
import type { UserError } from '../../graphql/user-errors.ts';

export interface Profile {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** Root-relative URL of the profile image, or null. */
  imageUrl: string | null;
}

export interface Viewer {
  id: number;
  profile: Profile;
}

/** A session upstream issued: the token, its expiry (ISO 8601) and the client's known-device token. */
export interface IssuedSession {
  token: string;
  expiresAt: string;
  deviceToken: string;
}

/** AuthPayload before its viewer is resolved (loaded with the new token when asked for). */
export interface AuthPayload {
  token: string | null;
  expiresAt: string | null;
  deviceToken: string | null;
  userErrors: UserError[];
}
