import { NotificationList } from '@/features/partner/components/notification-list.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { NOTIFICATIONS_HEADING } from '@/features/partner/partner-constants.ts';
import { useCpNotificationsPageQuery } from '@/generated/operations/cp-notifications-page.ts';

// /cp/Notifications: every notification, newest first, each collapsible.
export default function CpNotificationsPage() {
  const { data, loading, error } = useCpNotificationsPageQuery();
  return (
    <PartnerPage title={NOTIFICATIONS_HEADING} loading={loading && !data} error={error}>
      {data ? <NotificationList notifications={data.partner.notifications} /> : null}
    </PartnerPage>
  );
}
