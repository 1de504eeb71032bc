import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';

type LazySectionProps = {
  /** Rendered once the placeholder comes near the viewport (a React.lazy component, or one loaded as state). */
  children: ReactNode;
  /** Height reserved before the content is shown. */
  minHeight?: number;
  /** How far ahead of the viewport the section starts rendering. */
  rootMargin?: string;
  className?: string;
};

/** Renders its children only when scrolled near (IntersectionObserver), with a placeholder before. */
export function LazySection({ children, minHeight = 240, rootMargin = '300px', className = '' }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const placeholder = <Skeleton height={minHeight} />;
  return (
    <div ref={ref} className={className} style={visible ? undefined : { minHeight }}>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
