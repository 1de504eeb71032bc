// /admin/products/:id (catalog.read; changes need catalog.write): one product's prices, listing,
// stock per colour and size, and description, with a link to its page in the shop.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { useAdminProductPageQuery } from '@/generated/operations/admin-product-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { ProductEditor } from '@/features/admin/catalog/product-editor.tsx';

export function AdminProductScreen({ id }: { id: string }) {
  const { data, loading, error, refetch } = useAdminProductPageQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.admin.product;
  return (
    <AdminPage
      title={product ? `${product.name} (${product.model})` : 'Product'}
      description={
        product ? (
          <>
            {product.categoryName} · <a href={product.path}>Open in the shop</a> ·{' '}
            <Link to={paths.admin.products.href()}>All products</Link>
          </>
        ) : undefined
      }
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={
        data && !product ? (
          <p>
            There is no product {id}. <Link to={paths.admin.products.href()}>Back to products</Link>
          </p>
        ) : null
      }
    >
      {product ? <ProductEditor key={product.id} product={product} /> : null}
    </AdminPage>
  );
}
