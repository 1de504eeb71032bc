import { ErrorState } from '@/components/ui/error-state.tsx';
import { LazySection } from '@/components/ui/lazy-section.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TrustBadges } from '@/components/ui/trust-badges.tsx';
import { CategoryTiles } from '@/features/catalog/components/home/category-tiles.tsx';
import { HomeHero } from '@/features/catalog/components/home/home-hero.tsx';
import { homeSectionModule } from '@/features/catalog/components/home/home-section-module.ts';
import type { ProductCardAction } from '@/features/catalog/components/product-card.tsx';
import { useHomePageQuery } from '@/generated/operations/home-page.ts';
import { useLoadedModule } from '@/lib/use-loaded-module.ts';
import { SHOP_NAME } from '@shop/commerce/company';
import './home-screen.css';

// / and /home. One request: header, hero banners, tiles, the featured products of each category and SEO.
// `cardAction` is what each product card carries beside its name (the route's wishlist heart).
export function HomeScreen({ cardAction }: { cardAction?: ProductCardAction }) {
  const { data, error, refetch } = useHomePageQuery();
  // The rows' code (loaded with the page by route-preload.ts) as state, not lazy(): see useLoadedModule.
  const rows = useLoadedModule(homeSectionModule).module;
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading home page" />;
  }
  return (
    <div className="home-page">
      <PageMeta seo={data.home.seo} fallbackTitle={SHOP_NAME} />
      <h1 className="visually-hidden">{`${SHOP_NAME}: smart rings, smart watches, earbuds and headphones`}</h1>
      <HomeHero categories={data.categories} />
      <CategoryTiles categories={data.categories} />
      {data.home.sections.map((section) => (
        <LazySection key={section.category.id} minHeight={420}>
          {rows ? <rows.HomeSection section={section} cardAction={cardAction} /> : <Skeleton height={420} />}
        </LazySection>
      ))}
      <div className="container home-block">
        <TrustBadges />
      </div>
    </div>
  );
}
