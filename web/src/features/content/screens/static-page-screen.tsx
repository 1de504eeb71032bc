import { ArticleSkeleton } from '@/components/ui/article-skeleton.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { NotFound } from '@/components/ui/not-found.tsx';
import { StaticPageView } from '@/features/content/components/static-page-view.tsx';
import type { StaticPageKind } from '@/generated/graphql.ts';
import { useStaticPageQuery } from '@/generated/operations/static-page.ts';

// /shipping, /brand, /career, /privacy, /refund, /warranty and /terms: one route, the page's kind
// from the router. One request: header and the page (title and sanitised HTML).
export function StaticPageScreen({ kind }: { kind: StaticPageKind }) {
  const { data, error, refetch } = useStaticPageQuery({ variables: { kind } });
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <ArticleSkeleton />;
  }
  if (!data.staticPage) return <NotFound />;
  return (
    <div className="container page">
      <StaticPageView page={data.staticPage} />
    </div>
  );
}
