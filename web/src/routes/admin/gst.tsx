import { AdminGstScreen } from '@/features/admin/insights/screens/gst-screen.tsx';

// /admin/gst (reports.read): the console's GST summary.
export default function AdminGstPage() {
  return <AdminGstScreen />;
}
