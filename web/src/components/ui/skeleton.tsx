import type { CSSProperties } from 'react';

type SkeletonProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string };

/** A grey placeholder block shown while data loads. */
export function Skeleton({ width = '100%', height = '1rem', className = '' }: SkeletonProps) {
  return <span className={`skeleton ${className}`} style={{ width, height }} aria-hidden="true" />;
}

/** A labelled loading region: screen readers hear the label, sighted users see the placeholders. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="loading-region">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="card-grid">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card-skeleton">
          <Skeleton height="180px" />
          <Skeleton width="70%" />
          <Skeleton width="40%" />
          <Skeleton width="55%" />
        </div>
      ))}
    </div>
  );
}
