// /admin/banners (catalog.read; changes need catalog.write): the texts of the rotating offer banner
// at the top of every shop page, and the banners of each category page.
import { useAdminBannersPageQuery } from '@/generated/operations/admin-banners-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { CategoryBannerForm, OfferBannerForm } from '@/features/admin/catalog/banner-forms.tsx';

export function AdminBannersScreen() {
  const { data, loading, error, refetch } = useAdminBannersPageQuery({ fetchPolicy: 'cache-and-network' });
  const offers = data?.admin.offerBanner ?? [];
  const categories = data?.admin.categoryBanners;
  return (
    <AdminPage
      title="Banners"
      description="The offer banner on every page and the banners of each category page."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={
        data && offers.length === 0 && (categories?.nodes.length ?? 0) === 0 ? <p>The shop has no banners.</p> : null
      }
    >
      <section aria-labelledby="offer-banner-heading" className="admin-catalog-editor">
        <h2 id="offer-banner-heading">Offer banner</h2>
        <p className="field-hint">
          The texts rotate at the top of every page. Write {'{prepaid_discount}'} where the prepaid discount should
          show. Scripts, styles and event handlers are removed on save.
        </p>
        {offers.map((banner, index) => (
          <OfferBannerForm key={banner.id} banner={banner} index={index} />
        ))}
      </section>
      {categories ? (
        <section aria-labelledby="category-banners-heading" className="admin-catalog-editor">
          <h2 id="category-banners-heading">Category banners</h2>
          <div className="admin-grid">
            {categories.nodes.map((banner) => (
              <CategoryBannerForm key={banner.id} banner={banner} choices={categories.imageChoices} />
            ))}
          </div>
        </section>
      ) : null}
    </AdminPage>
  );
}
