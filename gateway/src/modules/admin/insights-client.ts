// The console's insights client: one method per REST endpoint (dashboard, customers, subscribers,
// GST), with the operator's token (admin-calls.ts). The dashboard needs no permission: upstream
// leaves out the cards the role may not read.
import type {
  GetApiAdminCustomersByIdData,
  GetApiAdminCustomersData,
  GetApiAdminGstData,
  GetApiAdminGstExportLinkData,
} from '../../generated/upstream/types.gen.ts';
import type { AdminCalls } from './admin-calls.ts';
import { parsed } from '../../rest/status-table.ts';
import type { PageArgs } from './paging.ts';
import {
  customerPageSchema,
  customerSchema,
  dashboardSchema,
  gstExportSchema,
  gstSchema,
  subscriberCountSchema,
  subscribersExportSchema,
} from './insights-mapping.ts';

export class InsightsAdminClient {
  constructor(private readonly calls: AdminCalls) {}

  dashboard() {
    return this.calls.send({ method: 'GET', path: '/api/Admin/Dashboard' }, { ok: parsed(dashboardSchema) });
  }

  customers(q: PageArgs & { search: string | undefined; sort: 'newest' | 'name' }) {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Customers',
        query: {
          page: q.page,
          first: q.first,
          sort: q.sort,
          ...(q.search ? { search: q.search } : {}),
        } satisfies GetApiAdminCustomersData['query'],
      },
      { ok: parsed(customerPageSchema) },
      'customers.read',
    );
  }

  /** Null when there is no such customer. */
  customer(id: number, paging: PageArgs) {
    return this.calls.read(
      {
        method: 'GET',
        path: `/api/Admin/Customers/${id}`,
        query: { page: paging.page, first: paging.first } satisfies GetApiAdminCustomersByIdData['query'],
      },
      customerSchema,
      'customers.read',
    );
  }

  async subscriberCount(): Promise<number> {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Subscribers' },
      { ok: parsed(subscriberCountSchema) },
      'customers.read',
    );
  }

  subscribersExport() {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Subscribers/ExportLink' },
      { ok: parsed(subscribersExportSchema) },
      'customers.read',
    );
  }

  gst(month: string | undefined) {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Gst', query: (month ? { month } : {}) satisfies GetApiAdminGstData['query'] },
      { ok: parsed(gstSchema) },
      'reports.read',
    );
  }

  gstExport(month: string) {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Gst/ExportLink',
        query: { month } satisfies GetApiAdminGstExportLinkData['query'],
      },
      { ok: parsed(gstExportSchema) },
      'reports.read',
    );
  }
}
