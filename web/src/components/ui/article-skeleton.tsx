import { LoadingRegion, Skeleton } from './skeleton.tsx';

/** Placeholder of a text page: a heading and a few paragraphs. */
export function ArticleSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="container article-skeleton-block">
        <Skeleton width="45%" height="2.2rem" />
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="article-skeleton-paragraph">
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
