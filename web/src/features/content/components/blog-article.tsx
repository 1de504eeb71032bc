import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { SafeHtml } from '@/components/ui/safe-html.tsx';
import type { BlogArticle_BlogFragment } from '@/generated/graphql.ts';
import { paths } from '@shop/commerce/paths';
import './content.css';

/** The blog's link (urls): a storefront path opens in the app, an http(s) URL in a new tab. */
function BlogLink({ href }: { href: string }) {
  const label = 'Shop the collection';
  if (href.startsWith('/')) {
    return (
      <Link className="button button-primary" to={href}>
        {label}
      </Link>
    );
  }
  return (
    <a className="button button-primary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** A blog: banner, title and subtitle, the sanitised HTML content, its link and SEO. */
export function BlogArticle({ blog }: { blog: BlogArticle_BlogFragment }) {
  return (
    <article className="blog-article" aria-labelledby="blog-title">
      <PageMeta seo={blog.seo} fallbackTitle={blog.title} />
      <Breadcrumb items={[{ label: 'Home', to: paths.home.href() }, { label: 'Blog' }]} />
      {blog.bannerImageUrl ? (
        <img className="blog-banner" src={blog.bannerImageUrl} alt="" width={1200} height={400} />
      ) : null}
      <header className="blog-header">
        <h1 id="blog-title">{blog.title}</h1>
        {blog.subtitle ? <p className="blog-subtitle">{blog.subtitle}</p> : null}
      </header>
      <SafeHtml className="prose content-html" html={blog.contentHtml} />
      {blog.link ? (
        <p className="blog-link">
          <BlogLink href={blog.link} />
        </p>
      ) : null}
    </article>
  );
}
