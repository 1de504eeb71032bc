import { lazy, Suspense, useCallback, useState } from 'react';
import { OFFER_ROTATE_MS } from '@/lib/constants.ts';
import { useInterval } from '@/lib/use-interval.ts';
import './offer-banner.css';

// The sanitiser (DOMPurify) is loaded apart from the entry chunk: the strip is decorative and
// keeping it out of the first download keeps the shell small.
const SafeHtml = lazy(() => import('@/components/ui/safe-html.tsx').then((m) => ({ default: m.SafeHtml })));

type OfferBannerProps = {
  /** Sanitised before rendering; undefined while the screen's query is loading. */
  banners: readonly string[] | undefined;
};

/** The strip above the header: one offer at a time, the next one every 4 s. */
export function OfferBanner({ banners }: OfferBannerProps) {
  const [index, setIndex] = useState(0);
  const count = banners?.length ?? 0;
  const next = useCallback(() => setIndex((i) => (count === 0 ? 0 : (i + 1) % count)), [count]);
  useInterval(next, count > 1 ? OFFER_ROTATE_MS : null);

  if (banners && count === 0) return null;
  const current = count === 0 ? 0 : index % count;
  return (
    <section className="offer-banner" aria-label="Offers" aria-roledescription="carousel">
      <Suspense fallback={null}>
        {banners?.map((html, i) => (
          <SafeHtml
            key={i}
            html={html}
            className="offer-banner-slide"
            aria-hidden={i !== current}
            inert={i !== current}
            data-active={i === current}
          />
        ))}
      </Suspense>
    </section>
  );
}
