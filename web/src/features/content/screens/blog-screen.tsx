import { ArticleSkeleton } from '@/components/ui/article-skeleton.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { NotFound } from '@/components/ui/not-found.tsx';
import { BlogArticle } from '@/features/content/components/blog-article.tsx';
import { useBlogPageQuery } from '@/generated/operations/blog-page.ts';

// /blogs/blog/:id. One request: header and the blog (banner, title, HTML, link, SEO). An unknown id
// shows the 404 screen.
export function BlogScreen({ id }: { id: string }) {
  const { data, error, refetch } = useBlogPageQuery({ variables: { id } });
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <ArticleSkeleton label="Loading blog" />;
  }
  if (!data.blog) return <NotFound />;
  return (
    <div className="container page">
      <BlogArticle blog={data.blog} />
    </div>
  );
}
