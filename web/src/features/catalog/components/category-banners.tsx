import { FadeCarousel } from '@/components/ui/fade-carousel.tsx';
import type { CategoryBanners_CategoryFragment } from '@/generated/graphql.ts';
import { BANNER_FADE_MS, CATEGORY_BANNER_MS } from '@/lib/constants.ts';

/** The category's banners: a new one fades in every 5 s. */
export function CategoryBanners({ category }: { category: CategoryBanners_CategoryFragment }) {
  return (
    <FadeCarousel
      className="banner-carousel"
      label={`${category.name} banners`}
      intervalMs={CATEGORY_BANNER_MS}
      fadeMs={BANNER_FADE_MS}
      slides={category.banners.map((b, i) => (
        <img
          key={b.imageUrl}
          src={b.imageUrl}
          alt={b.alt}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
        />
      ))}
    />
  );
}
