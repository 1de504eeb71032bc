import { AdminReviewsScreen } from '@/features/admin/catalog/screens/reviews-screen.tsx';

// /admin/reviews (catalog.read to read, catalog.write to decide): the console's review moderation.
export default function AdminReviewsPage() {
  return <AdminReviewsScreen />;
}
