type PageMetaProps = {
  seo: { title: string; description: string; keywords: string } | null | undefined;
  /** Title used when the server has no SEO data for the page. */
  fallbackTitle: string;
};

/** Title, description and keywords of a page; React 19 hoists these into <head>. */
export function PageMeta({ seo, fallbackTitle }: PageMetaProps) {
  return (
    <>
      <title>{seo?.title || fallbackTitle}</title>
      {seo?.description ? <meta name="description" content={seo.description} /> : null}
      {seo?.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
    </>
  );
}
