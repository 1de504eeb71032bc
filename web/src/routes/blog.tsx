import { useParams } from 'react-router';
import { BlogScreen } from '@/features/content/screens/blog-screen.tsx';

// /blogs/blog/:id: the content's blog article.
export default function BlogRoute() {
  return <BlogScreen id={useParams().id ?? ''} />;
}
