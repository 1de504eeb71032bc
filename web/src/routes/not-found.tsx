import { ErrorState } from '@/components/ui/error-state.tsx';
import { NotFound } from '@/components/ui/not-found.tsx';
import { useNotFoundPageQuery } from '@/generated/operations/not-found-page.ts';

// Any path no other route matches. Its one request fills the header.
export default function NotFoundRoute() {
  const { error, refetch } = useNotFoundPageQuery();
  return (
    <>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <NotFound />
    </>
  );
}
