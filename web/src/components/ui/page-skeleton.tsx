import { CardGridSkeleton, LoadingRegion, Skeleton } from './skeleton.tsx';

/** Placeholder of a whole screen: a banner, a heading and a grid of cards. */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="container page-skeleton">
        <Skeleton height="clamp(140px, 28vw, 320px)" />
        <Skeleton width="40%" height="2rem" />
        <CardGridSkeleton count={4} />
      </div>
    </LoadingRegion>
  );
}
