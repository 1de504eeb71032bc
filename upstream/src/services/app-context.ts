// The services every route plugin shares, built once per app from its options: clock, tokens,
// outbox, one-time codes, accounts, profiles, pictures, cart, subscriptions, support (with its
// stored documents) and the bearer hook.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { requireShopper } from '../http/auth.ts';
import { createAccounts, type Accounts } from './accounts.ts';
import { createCarts, type Carts } from './cart.ts';
import type { Clock } from './clock.ts';
import { createJwtService, type JwtService } from './jwt.ts';
import { createOtpService, type OtpService } from './otp.ts';
import type { Outbox } from './outbox.ts';
import { createProfiles, type Profiles } from './profile.ts';
import { createSubscriptions, type Subscriptions } from './subscriptions.ts';
import { createSupport, type Support } from './support.ts';
import { createDocumentStore, createProfileImageStore, type ProfileImageStore } from './uploads.ts';

export interface AppContext {
  db: Kysely<Database>;
  clock: Clock;
  jwt: JwtService;
  outbox: Outbox;
  otp: OtpService;
  accounts: Accounts;
  profiles: Profiles;
  profileImages: ProfileImageStore;
  carts: Carts;
  subscriptions: Subscriptions;
  support: Support;
  /** onRequest hook of bearer routes. */
  auth: onRequestAsyncHookHandler;
}

export interface AppContextOptions {
  db: Kysely<Database>;
  clock: Clock;
  dataDir: string;
  jwtSecret: string;
  outbox: Outbox;
  publicUrl: string;
}

export function createAppContext(options: AppContextOptions): AppContext {
  const { db, clock, outbox } = options;
  const jwt = createJwtService(options.jwtSecret, clock);
  const otp = createOtpService({ db, clock, outbox, secret: options.jwtSecret });
  const profileImages = createProfileImageStore(options.dataDir);
  return {
    db, clock, jwt, outbox, otp, profileImages,
    accounts: createAccounts({ db, clock, jwt, outbox, otp, publicUrl: options.publicUrl }),
    profiles: createProfiles(db, clock, profileImages),
    carts: createCarts(db, clock),
    subscriptions: createSubscriptions({ db, clock, outbox }),
    support: createSupport({ db, clock, outbox, documents: createDocumentStore(options.dataDir) }),
    auth: requireShopper({ db, jwt }),
  };
}
