import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ManualPicker } from '@/features/support/components/manual-picker.tsx';
import { useUseProductPageQuery } from '@/generated/operations/use-product-page.ts';

// /useproduct. One request: header and the manuals by category.
export function UseProductScreen() {
  const { data, error, refetch } = useUseProductPageQuery();
  return (
    <div className="container support-page">
      <title>Product User Manual</title>
      <h1>Product User Manual</h1>
      <p className="support-intro">Choose the category and the model of your device to download its user manual.</p>
      {data ? (
        <ManualPicker data={data} />
      ) : error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <PageSkeleton label="Loading the manuals" />
      )}
    </div>
  );
}
