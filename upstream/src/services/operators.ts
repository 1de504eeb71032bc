// Operator accounts: login by email and password (the same per-email backoff as shoppers, kept
// under the key `operator:<email>`), sign-out (the token is revoked until it expires), and the
// owner's management of operators: add one with a first password, change a name, role or active
// flag, set a new password; and whether an operator may still do a piece of work. Deactivating an
// operator or changing a password ends their sessions.
// The shop always keeps one active owner. Every change is audited in its transaction.
import type { Kysely } from 'kysely';
import { LOGIN_BACKOFF_WINDOW_MS, loginWaitMs } from '@shop/commerce/account/login-backoff';
import {
  ADMIN_MESSAGES,
  can,
  isOperatorRole,
  type AdminPermission,
  type OperatorRole,
} from '@shop/commerce/admin/roles';
import {
  NEXT_SESSION_VERSION,
  addLoginFailure,
  dropLoginFailure,
  loginFailureStats,
  revokeToken,
} from '../db/queries/sessions.ts';
import type { Database } from '../db/schema.ts';
import { lockKey, transactionWithRetry } from '../db/transaction.ts';
import type { OperatorTable } from '../db/schema-admin.ts';
import { recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import type { OperatorJwtService, OperatorSession } from './operator-jwt.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

export interface Operator {
  id: number;
  name: string;
  email: string;
  role: OperatorRole;
  active: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export type OperatorLoginResult =
  | { ok: true; token: string; expiresAt: Date; operator: Operator }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'wait'; retryAfterMs: number };

export type OperatorChange =
  { ok: true; operator: Operator } | { ok: false; status: number; message: string; field?: string };

export interface NewOperator {
  name: string;
  email: string;
  role: OperatorRole;
  password: string;
}

export interface OperatorUpdate {
  name?: string | undefined;
  role?: OperatorRole | undefined;
  active?: boolean | undefined;
  password?: string | undefined;
}

type Row = Pick<OperatorTable, 'name' | 'email' | 'role' | 'last_login_at' | 'created_at'> & {
  id: number;
  active: number;
};

const toOperator = (row: Row): Operator => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as OperatorRole,
  active: row.active === 1,
  lastLoginAt: row.last_login_at,
  createdAt: row.created_at,
});

const COLUMNS = ['id', 'name', 'email', 'role', 'active', 'last_login_at', 'created_at'] as const;
const loginKey = (email: string) => `operator:${email}`;

export function createOperators(deps: { db: Kysely<Database>; clock: Clock; jwt: OperatorJwtService }) {
  const { db, clock, jwt } = deps;

  return {
    async login(emailTyped: string, password: string): Promise<OperatorLoginResult> {
      const email = emailTyped.trim().toLowerCase();
      const gate = await transactionWithRetry(db, async (trx) => {
        await lockKey(trx, `operator-login:${email}`);
        const now = clock();
        const since = new Date(now.getTime() - LOGIN_BACKOFF_WINDOW_MS);
        const stats = await loginFailureStats(trx, loginKey(email), since);
        const waitMs = loginWaitMs(stats.count, stats.newest, now);
        if (waitMs > 0) return { waitMs, attempt: null };
        return { waitMs: 0, attempt: await addLoginFailure(trx, loginKey(email), now, since) };
      });
      if (gate.attempt === null) return { ok: false, reason: 'wait', retryAfterMs: gate.waitMs };
      const row = await db
        .selectFrom('operators')
        .select([...COLUMNS, 'password_hash', 'session_version'])
        .where('email', '=', email)
        .executeTakeFirst();
      let ok = false;
      if (row && row.active === 1) ok = await verifyPassword(password, row.password_hash);
      else await burnPasswordCheck(password);
      if (!row || !ok) return { ok: false, reason: 'invalid' };
      await dropLoginFailure(db, gate.attempt);
      const now = clock().toISOString();
      await db.updateTable('operators').set({ last_login_at: now }).where('id', '=', row.id).execute();
      const issued = jwt.issue(row.id, row.role as OperatorRole, row.session_version);
      return {
        ok: true,
        token: issued.token,
        expiresAt: issued.expiresAt,
        operator: toOperator({ ...row, last_login_at: now }),
      };
    },

    async logout(session: OperatorSession): Promise<void> {
      await revokeToken(db, session.jti, session.expiresAt, clock());
    },

    async find(id: number): Promise<Operator | null> {
      const row = await db.selectFrom('operators').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toOperator(row) : null;
    },

    /** Whether the operator is active and their role has the permission (checked when a signed link opens). */
    async allows(id: number, permission: AdminPermission): Promise<boolean> {
      const row = await db.selectFrom('operators').select(['role', 'active']).where('id', '=', id).executeTakeFirst();
      return row?.active === 1 && isOperatorRole(row.role) && can(row.role, permission);
    },

    async list(): Promise<Operator[]> {
      const rows = await db.selectFrom('operators').select(COLUMNS).orderBy('active', 'desc').orderBy('name').execute();
      return rows.map(toOperator);
    },

    async create(actor: OperatorSession, input: NewOperator): Promise<OperatorChange> {
      const email = input.email.trim().toLowerCase();
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx): Promise<OperatorChange> => {
        const taken = await trx.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirst();
        if (taken) return { ok: false, status: 409, message: ADMIN_MESSAGES.emailTaken, field: 'email' };
        const now = clock();
        const at = now.toISOString();
        const { id } = await trx
          .insertInto('operators')
          .values({
            name: input.name.trim(),
            email,
            role: input.role,
            password_hash: passwordHash,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const after = { name: input.name.trim(), email, role: input.role, active: true };
        await recordAudit(
          trx,
          {
            operatorId: actor.operatorId,
            action: 'operator.create',
            entityType: 'operator',
            entityId: id,
            before: null,
            after,
          },
          now,
        );
        const row = await trx.selectFrom('operators').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
        return { ok: true, operator: toOperator(row) };
      });
    },

    async update(actor: OperatorSession, id: number, change: OperatorUpdate): Promise<OperatorChange> {
      const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
      return db.transaction().execute(async (trx): Promise<OperatorChange> => {
        const row = await trx.selectFrom('operators').select(COLUMNS).where('id', '=', id).executeTakeFirst();
        if (!row) return { ok: false, status: 404, message: ADMIN_MESSAGES.notFound };
        const current = toOperator(row);
        const next = {
          name: change.name?.trim() ?? current.name,
          role: change.role ?? current.role,
          active: change.active ?? current.active,
        };
        const losesOwner = current.role === 'owner' && current.active && (next.role !== 'owner' || !next.active);
        if (losesOwner) {
          const owners = await trx
            .selectFrom('operators')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('role', '=', 'owner')
            .where('active', '=', 1)
            .executeTakeFirst();
          if (Number(owners?.n ?? 0) <= 1) return { ok: false, status: 409, message: ADMIN_MESSAGES.lastOwner };
        }
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const key of ['name', 'role', 'active'] as const) {
          if (next[key] !== current[key]) {
            before[key] = current[key];
            after[key] = next[key];
          }
        }
        if (passwordHash !== undefined) {
          before.password = '(set)';
          after.password = '(changed)';
        }
        if (Object.keys(after).length === 0) return { ok: true, operator: current };
        const now = clock();
        // A new password, a deactivation or a role change ends the operator's sessions.
        const endsSessions = passwordHash !== undefined || !next.active || next.role !== current.role;
        await trx
          .updateTable('operators')
          .set({
            name: next.name,
            role: next.role,
            active: next.active ? 1 : 0,
            updated_at: now.toISOString(),
            ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
            ...(endsSessions ? { session_version: NEXT_SESSION_VERSION } : {}),
          })
          .where('id', '=', id)
          .execute();
        await recordAudit(
          trx,
          {
            operatorId: actor.operatorId,
            action: 'operator.update',
            entityType: 'operator',
            entityId: id,
            before,
            after,
          },
          now,
        );
        return { ok: true, operator: { ...current, ...next } };
      });
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;
