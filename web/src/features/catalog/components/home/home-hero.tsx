import { Link } from 'react-router';
import { FadeCarousel } from '@/components/ui/fade-carousel.tsx';
import type { HomeHero_CategoryFragment } from '@/generated/graphql.ts';
import { BANNER_FADE_MS, CATEGORY_BANNER_MS } from '@/lib/constants.ts';

/** The home hero: the first banner of each category, each linking to its category. */
export function HomeHero({ categories }: { categories: HomeHero_CategoryFragment[] }) {
  const slides = categories.flatMap((c, i) => {
    const banner = c.banners[0];
    if (!banner) return [];
    return [
      <Link key={c.id} to={c.path} className="hero-slide" aria-label={`Shop ${c.name}`}>
        <img
          src={banner.imageUrl}
          alt={banner.alt}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
        />
      </Link>,
    ];
  });
  return (
    <FadeCarousel
      className="banner-carousel hero"
      label="Featured categories"
      slides={slides}
      intervalMs={CATEGORY_BANNER_MS}
      fadeMs={BANNER_FADE_MS}
    />
  );
}
