// /admin/audit (owners): the audit log — who changed what, the changed fields before and after, and
// when — newest first, filtered by what was changed (type and id), the action or the operator, with
// the filters and the page in the URL.
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminAuditPageQuery } from '@/generated/operations/admin-audit-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDateTime } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';

/** The changed fields as "field: value" lines (JSON text in, readable text out). */
function changes(json: string | null | undefined): string {
  if (!json) return '—';
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('\n');
    return JSON.stringify(value);
  } catch {
    return json;
  }
}

export function AdminAuditScreen() {
  const [params, update] = useListParams();
  const filter = {
    entityType: params.filters.type ?? null,
    entityId: params.filters.id ?? null,
    action: params.filters.action ?? null,
    operatorId: params.filters.operator ?? null,
  };
  const { data, loading, error, refetch } = useAdminAuditPageQuery({
    variables: { page: params.page, first: params.first, filter },
    fetchPolicy: 'cache-and-network',
  });
  const [type, setType] = useState(filter.entityType ?? '');
  const [id, setId] = useState(filter.entityId ?? '');
  const [action, setAction] = useState(filter.action ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ type: type.trim(), id: id.trim(), action: action.trim() });
  };
  const log = data?.admin.auditLog;
  return (
    <AdminPage
      title="Audit log"
      description="Every change an operator made: who, what, before, after and when."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Filter the audit log">
        <TextField label="What (order, product, operator…)" value={type} onChange={(e) => setType(e.target.value)} />
        <TextField label="Which (id or number)" value={id} onChange={(e) => setId(e.target.value)} />
        <TextField label="Action (e.g. order.ship)" value={action} onChange={(e) => setAction(e.target.value)} />
        <button type="submit" className="button button-primary">
          Filter
        </button>
      </form>
      {log && log.nodes.length === 0 ? (
        <div className="admin-empty">No changes match.</div>
      ) : (
        <AdminTable
          caption="Audit log"
          rows={log?.nodes ?? []}
          rowKey={(entry) => entry.id}
          columns={[
            { header: 'When', cell: (entry) => formatDateTime(entry.createdAt), primary: true },
            { header: 'Who', cell: (entry) => `${entry.operator.name} (${entry.operator.email})` },
            { header: 'Action', cell: (entry) => <code>{entry.action}</code> },
            { header: 'What', cell: (entry) => `${entry.entityType} ${entry.entityId}` },
            { header: 'Before', cell: (entry) => <pre className="admin-changes">{changes(entry.before)}</pre> },
            { header: 'After', cell: (entry) => <pre className="admin-changes">{changes(entry.after)}</pre> },
          ]}
        />
      )}
      {log ? <ListPager list={log} first={params.first} update={update} /> : null}
    </AdminPage>
  );
}
