// Calls made with the operator token: what every console client does with upstream's 401 and 403.
// 401 rejects the request's operator session and is UNAUTHENTICATED (realm admin); 403 is
// FORBIDDEN with upstream's message (auth/operator-session.ts words both). Every other status is
// the caller's status table's. The call carries the token of the request's operator; without one
// it throws UNAUTHENTICATED before calling upstream.
import type { ZodType } from 'zod';
import type { AdminPermission } from '@shop/commerce/admin/roles';
import { adminForbidden, adminUnauthenticated, type OperatorSession } from '../../auth/operator-session.ts';
import type { RestCall, RestClient } from '../../rest/client.ts';
import { parsed, type StatusTable } from '../../rest/status-table.ts';

export type AdminCall = Omit<RestCall, 'token'>;

export class AdminCalls {
  constructor(
    readonly rest: RestClient,
    readonly session: OperatorSession,
  ) {}

  /**
   * A call with the operator's token, its statuses mapped by `table`; 401 and 403 throw the access
   * errors. With `permission`, a role that may not do the work is FORBIDDEN before any call.
   */
  send<R>(call: AdminCall, table: StatusTable<R>, permission?: AdminPermission): Promise<R> {
    const identity = permission ? this.session.requirePermission(permission) : this.session.require();
    return this.rest.send<R>(
      { ...call, token: identity.token },
      {
        ...table,
        401: () => {
          this.session.reject();
          throw adminUnauthenticated();
        },
        403: (answer) => {
          throw adminForbidden(answer.message ?? undefined);
        },
      },
    );
  }

  /** A read: the parsed body, null for 404. */
  read<T>(call: AdminCall, schema: ZodType<T>, permission?: AdminPermission): Promise<T | null> {
    return this.send(call, { ok: parsed(schema), 404: () => null }, permission);
  }
}
