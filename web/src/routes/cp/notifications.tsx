import { NotificationsScreen } from '@/features/partner/screens/notifications-screen.tsx';

// /cp/Notifications: the portal's notifications.
export default function CpNotificationsPage() {
  return <NotificationsScreen />;
}
