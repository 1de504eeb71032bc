// In production no account may keep a password published in this repository: the seeded demo
// customers, channel partners and operator. At every start in production each one that still has
// its demo password gets a random one (a customer or partner can set a new one through "Forgot
// password"; the operator through an owner), and the first owner comes from OWNER_EMAIL and
// OWNER_PASSWORD. Without an active owner who can sign in, upstream refuses to start. A demo or
// staging shop (DEMO_LOGINS=1) keeps the published passwords, and its owner from the settings too.
import { randomBytes } from 'node:crypto';
import { operatorPasswordProblem } from '@shop/commerce/admin/roles';
import { ConfigurationError } from '@shop/server/configuration-refusal';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../db/seed/customers.ts';
import { DEMO_OPERATOR, OPERATOR_DEMO_PASSWORD } from '../db/seed/operators.ts';
import { DEMO_PARTNERS, PARTNER_DEMO_PASSWORD } from '../db/seed/partner-data.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './password.ts';

type Db = Kysely<Database>;

/** The first owner of a production shop (OWNER_EMAIL, OWNER_PASSWORD). */
export interface OwnerSetting {
  email: string;
  password: string;
}

export interface SecuredAccounts {
  /** Emails of the demo accounts whose published password was replaced at this start. */
  locked: string[];
  /** The owner created from the settings at this start, if one was. */
  ownerCreated: string | null;
}

export const NO_OWNER_MESSAGE =
  'Refusing to start in production without an owner who can sign in: set OWNER_EMAIL and OWNER_PASSWORD ' +
  '(10 to 72 characters with a letter and a digit) for the first start.';

/** OWNER_EMAIL and OWNER_PASSWORD: both or neither; a bad value stops the start with its reason. */
export function ownerSettingOf(env: NodeJS.ProcessEnv): OwnerSetting | undefined {
  const email = env.OWNER_EMAIL?.trim();
  const password = env.OWNER_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) throw new Error('Set OWNER_EMAIL and OWNER_PASSWORD together.');
  if (!z.email().safeParse(email).success) throw new Error('OWNER_EMAIL must be an email address.');
  const problem = operatorPasswordProblem(password);
  if (problem) throw new Error(`OWNER_PASSWORD: ${problem}`);
  return { email: email.toLowerCase(), password };
}

const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

/** Replaces the published password of every row that still has it; the emails of those replaced. */
async function lockPublished(
  rows: Array<{ email: string; password_hash: string }>,
  published: string,
  replace: (email: string, hash: string) => Promise<unknown>,
): Promise<string[]> {
  const locked: string[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(published, row.password_hash))) continue;
    await replace(row.email, await unusablePassword());
    locked.push(row.email);
  }
  return locked;
}

/**
 * One transaction: a start refused for want of an owner changes nothing. `keepDemoLogins`
 * (DEMO_LOGINS=1) leaves the published passwords as they are; the owner setting is honoured either way.
 */
export function secureProductionAccounts(
  db: Db,
  owner: OwnerSetting | undefined,
  now: Date,
  keepDemoLogins = false,
): Promise<SecuredAccounts> {
  return db.transaction().execute((trx) => secure(trx, owner, now, keepDemoLogins));
}

async function secure(
  db: Db,
  owner: OwnerSetting | undefined,
  now: Date,
  keepDemoLogins: boolean,
): Promise<SecuredAccounts> {
  const at = now.toISOString();
  const locked = keepDemoLogins ? [] : await lockDemoAccounts(db, at);
  let ownerCreated: string | null = null;
  if (owner) {
    const existing = await db.selectFrom('operators').select('id').where('email', '=', owner.email).executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('operators')
        .values({
          name: 'Owner',
          email: owner.email,
          password_hash: await hashPassword(owner.password),
          role: 'owner',
          created_at: at,
          updated_at: at,
        })
        .execute();
      ownerCreated = owner.email;
    }
  }

  const owners = await db
    .selectFrom('operators')
    .select('email')
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .execute();
  const lockedDemoOwner = (email: string) => email === DEMO_OPERATOR.email && locked.includes(email);
  if (!owners.some((o) => !lockedDemoOwner(o.email))) throw new ConfigurationError(NO_OWNER_MESSAGE);
  return { locked, ownerCreated };
}

/** Gives every seeded account that still has its published password a random one; their emails. */
async function lockDemoAccounts(db: Db, at: string): Promise<string[]> {
  const customers = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      DEMO_CUSTOMERS.map((c) => c.email),
    )
    .execute();
  const partners = await db
    .selectFrom('channel_partners')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      DEMO_PARTNERS.map((p) => p.email),
    )
    .execute();
  const operators = await db
    .selectFrom('operators')
    .select(['email', 'password_hash'])
    .where('email', '=', DEMO_OPERATOR.email)
    .execute();
  return [
    ...(await lockPublished(customers.filter(hasHash), DEMO_PASSWORD, (email, hash) =>
      db.updateTable('users').set({ password_hash: hash }).where('email', '=', email).execute(),
    )),
    ...(await lockPublished(partners.filter(hasHash), PARTNER_DEMO_PASSWORD, (email, hash) =>
      db.updateTable('channel_partners').set({ password_hash: hash }).where('email', '=', email).execute(),
    )),
    ...(await lockPublished(operators, OPERATOR_DEMO_PASSWORD, (email, hash) =>
      db
        .updateTable('operators')
        .set((eb) => ({ password_hash: hash, session_version: eb('session_version', '+', 1), updated_at: at }))
        .where('email', '=', email)
        .execute(),
    )),
  ];
}

function hasHash<T extends { email: string | null; password_hash: string | null }>(
  row: T,
): row is T & { email: string; password_hash: string } {
  return row.email !== null && row.password_hash !== null;
}
