import { SafeHtml } from '@/components/ui/safe-html.tsx';
import type { BackgroundInfo_ProductFragment } from '@/generated/graphql.ts';

/** The product's banner and background information (server HTML, sanitised). */
export function BackgroundInfo({ product }: { product: BackgroundInfo_ProductFragment }) {
  if (!product.backgroundInfoHtml && !product.bannerUrl) return null;
  return (
    <section className="container product-section background-info" aria-labelledby="background-heading">
      <h2 id="background-heading">{`About ${product.name}`}</h2>
      {product.bannerUrl ? (
        <img className="background-banner" src={product.bannerUrl} alt="" loading="lazy" width={1200} height={400} />
      ) : null}
      {product.backgroundInfoHtml ? <SafeHtml className="prose" html={product.backgroundInfoHtml} /> : null}
    </section>
  );
}
