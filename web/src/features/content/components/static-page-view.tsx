import { PageMeta } from '@/components/ui/page-meta.tsx';
import { SafeHtml } from '@/components/ui/safe-html.tsx';
import type { StaticPageView_PageFragment } from '@/generated/graphql.ts';
import { hasMainHeading, htmlSummary } from '@/lib/html-text.ts';
import { SHOP_NAME } from '@shop/commerce/company';
import { META_DESCRIPTION_LENGTH } from '@/features/content/content-constants.ts';
import './content.css';

/** A static page: its title and SEO, and the server's HTML (sanitised again here). */
export function StaticPageView({ page }: { page: StaticPageView_PageFragment }) {
  const seo = {
    title: `${page.title} | ${SHOP_NAME}`,
    description: htmlSummary(page.html, META_DESCRIPTION_LENGTH),
    keywords: '',
  };
  return (
    <article className="content-page" aria-label={page.title}>
      <PageMeta seo={seo} fallbackTitle={page.title} />
      {hasMainHeading(page.html) ? null : <h1>{page.title}</h1>}
      <SafeHtml className="prose content-html" html={page.html} />
    </article>
  );
}
