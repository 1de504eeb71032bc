import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ProductRegistrationForm } from '@/features/support/components/product-registration-form.tsx';
import { useProductRegistrationPageQuery } from '@/generated/operations/product-registration-page.ts';

// /productregistration. One request: header and the products by category.
export function ProductRegistrationScreen() {
  const { data, error, refetch } = useProductRegistrationPageQuery();
  return (
    <div className="container support-page">
      <title>Product Registration</title>
      <h1>Product Registration</h1>
      <p className="support-intro">Register your purchase with its invoice for faster warranty service.</p>
      {data ? (
        <ProductRegistrationForm data={data} />
      ) : error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <PageSkeleton label="Loading the registration form" />
      )}
    </div>
  );
}
