// The console's support client: one method per REST endpoint of upstream's /api/Admin/Requests and
// /api/Admin/Registrations, with the operator's token (admin-calls.ts: 401 UNAUTHENTICATED, 403
// FORBIDDEN, and the role checked before the call). A change upstream refuses (400, 404, 409) comes
// back typed with its message, code and field.
import type { RequestStatus } from '@shop/commerce/support/request-status';
import type { ZodType } from 'zod';
import type {
  GetApiAdminRegistrationsData,
  GetApiAdminRequestsData,
  PostApiAdminRequestsReplyData,
  PostApiAdminRequestsStatusData,
} from '../../generated/upstream/types.gen.ts';
import type { AdminCalls } from './admin-calls.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import { refusedPath } from './mapping.ts';
import type { PageArgs } from './paging.ts';
import {
  registrationPageSchema,
  repliedSchema,
  requestDetailSchema,
  requestPageSchema,
  statusSetSchema,
  type AdminServiceRequestDetail,
} from './support-mapping.ts';

export type RequestChange =
  | { kind: 'ok'; request: AdminServiceRequestDetail }
  | { kind: 'refused'; message: string | null; code: string | null; field: string | null };

const refused = (answer: StatusAnswer): RequestChange => {
  const issueField = refusedPath(answer.body)?.split('/').at(-1) || null;
  const field = answer.status === 409 ? 'status' : answer.status === 404 ? 'id' : issueField;
  return {
    kind: 'refused',
    message: answer.message,
    code: answer.code ?? (answer.status === 404 ? 'NOT_FOUND' : null),
    field,
  };
};

export interface QueueQuery extends PageArgs {
  statuses: string[];
  search: string | undefined;
  sort: 'oldest' | 'newest';
}

export class SupportAdminClient {
  constructor(private readonly calls: AdminCalls) {}

  queue(q: QueueQuery) {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Requests',
        query: {
          page: q.page,
          first: q.first,
          sort: q.sort,
          ...(q.statuses.length > 0 ? { status: q.statuses.join(',') } : {}),
          ...(q.search ? { search: q.search } : {}),
        } satisfies GetApiAdminRequestsData['query'],
      },
      { ok: parsed(requestPageSchema) },
      'support.read',
    );
  }

  /** Null when there is no such request. */
  detail(id: number) {
    return this.calls.read({ method: 'GET', path: `/api/Admin/Requests/${id}` }, requestDetailSchema, 'support.read');
  }

  private change(path: string, json: unknown, schema: ZodType<AdminServiceRequestDetail>): Promise<RequestChange> {
    return this.calls.send<RequestChange>(
      { method: 'POST', path, json },
      {
        ok: (answer) => ({ kind: 'ok', request: answer.parse(schema) }),
        400: refused,
        404: refused,
        409: refused,
      },
      'support.write',
    );
  }

  setStatus(id: number, status: RequestStatus): Promise<RequestChange> {
    const json = { id, status } satisfies PostApiAdminRequestsStatusData['body'];
    return this.change('/api/Admin/Requests/Status', json, statusSetSchema);
  }

  reply(id: number, body: string): Promise<RequestChange> {
    const json = { id, body } satisfies PostApiAdminRequestsReplyData['body'];
    return this.change('/api/Admin/Requests/Reply', json, repliedSchema);
  }

  registrations(q: PageArgs & { search: string | undefined }) {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Registrations',
        query: {
          page: q.page,
          first: q.first,
          ...(q.search ? { search: q.search } : {}),
        } satisfies GetApiAdminRegistrationsData['query'],
      },
      { ok: parsed(registrationPageSchema) },
      'support.read',
    );
  }
}
