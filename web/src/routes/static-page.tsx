import { StaticPageScreen } from '@/features/content/screens/static-page-screen.tsx';
import type { StaticPageKind } from '@/generated/graphql.ts';

// /shipping, /brand, /career, /privacy, /refund, /warranty and /terms: the content's static page
// of the kind the router names.
export default function StaticPageRoute({ kind }: { kind: StaticPageKind }) {
  return <StaticPageScreen kind={kind} />;
}
