// /admin/products (catalog.read): the catalog's products, paged on the server, searched by name or
// model, filtered by category and listing and sorted, all in the URL; beside them the lowest stock
// lines. A row opens the product's editor.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AdminProductSort, AdminProductsPageQuery } from '@/generated/graphql.ts';
import { useAdminProductsPageQuery } from '@/generated/operations/admin-products-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { useListParams, useSearchBox } from '@/features/admin/lib/use-list-params.ts';

type Row = AdminProductsPageQuery['admin']['products']['nodes'][number];

const SORTS: ReadonlyArray<{ value: AdminProductSort; label: string }> = [
  { value: 'NAME_ASC', label: 'Name, A to Z' },
  { value: 'NAME_DESC', label: 'Name, Z to A' },
  { value: 'PRICE_ASC', label: 'Price, low to high' },
  { value: 'PRICE_DESC', label: 'Price, high to low' },
  { value: 'NEWEST', label: 'Newest first' },
];
const LISTING = [
  { value: 'listed', label: 'Listed' },
  { value: 'unlisted', label: 'Unlisted' },
];

const isSort = (value: string | null): value is AdminProductSort => SORTS.some((s) => s.value === value);

export function AdminProductsScreen() {
  const [params, update] = useListParams();
  const sort = isSort(params.sort) ? params.sort : 'NAME_ASC';
  const listing = params.filters.listing;
  const filter = {
    search: params.q || null,
    categoryId: params.filters.category ?? null,
    listed: listing === 'listed' ? true : listing === 'unlisted' ? false : null,
  };
  const { data, loading, error, refetch } = useAdminProductsPageQuery({
    variables: { page: params.page, first: params.first, filter, sort },
    fetchPolicy: 'cache-and-network',
  });
  const { search, setSearch, apply } = useSearchBox(params.q, update);
  const list = data?.admin.products;
  const low = data?.admin.lowStock;
  return (
    <AdminPage
      title="Products"
      description="Prices, descriptions, listing and stock of every product."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Find products">
        <TextField label="Name or model" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        <button type="submit" className="button button-primary">
          Search
        </button>
        <SelectField
          label="Category"
          placeholder="Every category"
          options={(data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={params.filters.category ?? ''}
          onChange={(e) => update({ category: e.target.value })}
        />
        <SelectField
          label="Listing"
          placeholder="Listed and unlisted"
          options={LISTING}
          value={listing ?? ''}
          onChange={(e) => update({ listing: e.target.value })}
        />
        <SelectField
          label="Sort"
          placeholder="Name, A to Z"
          options={SORTS.slice(1)}
          value={sort === 'NAME_ASC' ? '' : sort}
          onChange={(e) => update({ sort: e.target.value })}
        />
      </form>
      <div aria-live="polite">
        {list && list.nodes.length === 0 ? (
          <div className="admin-empty">No products match. Try another name, model or filter.</div>
        ) : (
          <AdminTable<Row>
            caption="Products"
            rows={list?.nodes ?? []}
            rowKey={(p) => String(p.id)}
            columns={[
              {
                header: 'Product',
                primary: true,
                cell: (p) => <Link to={paths.admin.product.href(String(p.id))}>{p.name}</Link>,
              },
              { header: 'Model', cell: (p) => p.model },
              { header: 'Category', cell: (p) => p.categoryName },
              { header: 'Sale price', numeric: true, cell: (p) => p.salePrice.formatted },
              { header: 'List price', numeric: true, cell: (p) => p.listPrice.formatted },
              {
                header: 'Stock',
                numeric: true,
                cell: (p) => (
                  <>
                    {p.units.toLocaleString('en-IN')}
                    {p.lowStock ? <span className="admin-badge warn"> Low</span> : null}
                  </>
                ),
              },
              {
                header: 'Listing',
                cell: (p) => (
                  <span className={`admin-badge ${p.listed ? 'good' : 'warn'}`}>
                    {p.listed ? 'Listed' : 'Unlisted'}
                  </span>
                ),
              },
            ]}
          />
        )}
      </div>
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
      {low ? (
        <section className="admin-card" aria-labelledby="low-stock-heading">
          <h2 id="low-stock-heading">
            Low stock ({low.totalCount.toLocaleString('en-IN')} lines at {low.threshold} units or fewer)
          </h2>
          {low.nodes.length === 0 ? (
            <p>Every colour and size has more than {low.threshold} units.</p>
          ) : (
            <ul className="admin-side-list">
              {low.nodes.map((line) => (
                <li key={`${line.productId}-${line.colorName}-${line.size}`}>
                  <Link to={paths.admin.product.href(String(line.productId))}>{line.name}</Link> — {line.colorName}
                  {line.size ? `, size ${line.size}` : ''}: {line.units} left
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}
