// The console base's typed client: operator login (public), sign-out, who am I, the owner's
// management of operators and the audit log. Refusals a person can fix (a wrong password, a taken
// email, the last owner, a weak password) come back typed with upstream's message and field.
import type {
  GetApiAdminAuditData,
  PostApiAdminLoginData,
  PostApiAdminOperatorsData,
  PostApiAdminOperatorsUpdateData,
} from '../../generated/upstream/types.gen.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { RestClient } from '../../rest/client.ts';
import type { AdminCalls } from './admin-calls.ts';
import {
  auditPageSchema,
  createdOperatorSchema,
  loginSchema,
  meSchema,
  operatorListSchema,
  refusedPath,
  updatedOperatorSchema,
} from './mapping.ts';
import type { AuditEntry, Operator } from './models.ts';
import type { PageArgs } from './paging.ts';
import { ADMIN_MESSAGES } from '@shop/commerce/admin/roles';

export type LoginResult =
  | { kind: 'ok'; token: string; expiresAt: string; operator: Operator; permissions: string[] }
  | { kind: 'refused'; message: string; code: string };

export type OperatorResult =
  { kind: 'ok'; operator: Operator } | { kind: 'refused'; message: string; field: string | null };

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  operatorId?: number | undefined;
  action?: string | undefined;
}

/** The field of a refusal: the first issue's path (`/email`), or the email for a taken one. */
const fieldOf = (answer: StatusAnswer): string | null => {
  if (answer.message === ADMIN_MESSAGES.emailTaken) return 'email';
  return refusedPath(answer.body)?.split('/').at(-1) || null;
};

const refused = (answer: StatusAnswer): OperatorResult => ({
  kind: 'refused',
  message: answer.message ?? 'This change was refused.',
  field: fieldOf(answer),
});

export class OperatorsClient {
  constructor(
    private readonly rest: RestClient,
    private readonly calls: AdminCalls,
  ) {}

  login(email: string, password: string): Promise<LoginResult> {
    return this.rest.send<LoginResult>(
      { method: 'POST', path: '/api/Admin/Login', json: { email, password } satisfies PostApiAdminLoginData['body'] },
      {
        ok: (answer) => ({ kind: 'ok', ...answer.parse(loginSchema) }),
        400: () => ({ kind: 'refused', message: 'Email or password is incorrect.', code: 'LOGIN_FAILED' }),
        401: (answer) => ({ kind: 'refused', message: answer.message ?? '', code: 'LOGIN_FAILED' }),
        429: (answer) => ({ kind: 'refused', message: answer.message ?? '', code: 'RATE_LIMITED' }),
      },
    );
  }

  /** True when upstream ended the session, and when the token was already refused. */
  async signOut(token: string): Promise<boolean> {
    return this.rest.send<boolean>(
      { method: 'POST', path: '/api/Admin/Logout', token },
      { ok: () => true, 401: () => true },
    );
  }

  async me(): Promise<{ operator: Operator; permissions: string[] }> {
    return this.calls.send({ method: 'GET', path: '/api/Admin/Me' }, { ok: parsed(meSchema) });
  }

  operators(): Promise<Operator[]> {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Operators' },
      { ok: parsed(operatorListSchema) },
      'operators.manage',
    );
  }

  create(input: PostApiAdminOperatorsData['body']): Promise<OperatorResult> {
    return this.calls.send<OperatorResult>(
      { method: 'POST', path: '/api/Admin/Operators', json: input },
      { ok: (answer) => ({ kind: 'ok', operator: answer.parse(createdOperatorSchema) }), 400: refused, 409: refused },
      'operators.manage',
    );
  }

  update(input: PostApiAdminOperatorsUpdateData['body']): Promise<OperatorResult> {
    return this.calls.send<OperatorResult>(
      { method: 'POST', path: '/api/Admin/Operators/Update', json: input },
      {
        ok: (answer) => ({ kind: 'ok', operator: answer.parse(updatedOperatorSchema) }),
        400: refused,
        404: refused,
        409: refused,
      },
      'operators.manage',
    );
  }

  async audit(args: PageArgs, filter: AuditFilter): Promise<{ items: AuditEntry[]; total: number }> {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Audit',
        query: { ...args, ...filter } satisfies GetApiAdminAuditData['query'],
      },
      { ok: parsed(auditPageSchema) },
      'audit.read',
    );
  }
}
