// /admin/gst (reports.read): a month's GST by place of supply (the shipping state) and rate — the
// figures of a GSTR-1 B2C summary — with the month in the URL and a CSV download. Invoiced orders
// that are not cancelled, refunded or unpaid count; credit notes for refunds are not issued here.
import { useAdminGstExportLazyQuery } from '@/generated/operations/admin-gst-export.ts';
import { useAdminGstPageQuery } from '@/generated/operations/admin-gst-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { FileLinkButton } from '@/features/admin/insights/file-link-button.tsx';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

export function AdminGstScreen() {
  const [params, update] = useListParams();
  const month = /^\d{4}-\d{2}$/.test(params.filters.month ?? '') ? params.filters.month! : null;
  const { data, loading, error, refetch } = useAdminGstPageQuery({
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const [exportLink] = useAdminGstExportLazyQuery({ fetchPolicy: 'network-only' });
  const summary = data?.admin.gstSummary;
  return (
    <AdminPage
      title="GST summary"
      description="Taxable value and GST by place of supply and rate, for a GSTR-1 B2C summary. Cancelled, refunded and unpaid orders do not count; credit notes are not covered."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      actions={
        summary ? (
          <FileLinkButton
            label="Download CSV"
            fetchLink={async () =>
              (await exportLink({ variables: { month: summary.month } })).data?.admin.gstExport.url
            }
          />
        ) : null
      }
    >
      {summary ? (
        <>
          <div className="admin-filters">
            <div className="field">
              <label htmlFor="gst-month">Month</label>
              <select id="gst-month" value={summary.month} onChange={(event) => update({ month: event.target.value })}>
                {summary.months.map((m) => (
                  <option key={m} value={m}>
                    {monthLabel(m)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {summary.rows.length === 0 ? (
            <div className="admin-empty">No invoiced orders in {monthLabel(summary.month)}.</div>
          ) : (
            <>
              <AdminTable
                caption={`GST of ${monthLabel(summary.month)}`}
                rows={summary.rows}
                rowKey={(row) => `${row.placeOfSupply}-${row.rate}`}
                columns={[
                  { header: 'Place of supply', primary: true, cell: (row) => row.placeOfSupply },
                  { header: 'Rate', numeric: true, cell: (row) => `${row.rate}%` },
                  { header: 'Taxable value', numeric: true, cell: (row) => row.taxableValue.formatted },
                  { header: 'CGST', numeric: true, cell: (row) => row.cgst.formatted },
                  { header: 'SGST', numeric: true, cell: (row) => row.sgst.formatted },
                  { header: 'IGST', numeric: true, cell: (row) => row.igst.formatted },
                  { header: 'Invoices', numeric: true, cell: (row) => row.invoiceCount },
                ]}
              />
              <section className="admin-card" aria-labelledby="gst-totals">
                <h2 id="gst-totals">Totals for {monthLabel(summary.month)}</h2>
                <dl className="admin-dl">
                  <dt>Taxable value</dt>
                  <dd>{summary.totals.taxableValue.formatted}</dd>
                  <dt>CGST</dt>
                  <dd>{summary.totals.cgst.formatted}</dd>
                  <dt>SGST</dt>
                  <dd>{summary.totals.sgst.formatted}</dd>
                  <dt>IGST</dt>
                  <dd>{summary.totals.igst.formatted}</dd>
                  <dt>Invoices</dt>
                  <dd>{summary.totals.invoiceCount}</dd>
                </dl>
              </section>
            </>
          )}
        </>
      ) : null}
    </AdminPage>
  );
}
