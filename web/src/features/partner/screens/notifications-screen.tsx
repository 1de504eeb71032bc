import { NotificationList } from '@/features/partner/components/notification-list.tsx';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { NOTIFICATIONS_HEADING } from '@/features/partner/partner-constants.ts';
import { useCpNotificationsPageQuery } from '@/generated/operations/cp-notifications-page.ts';

// /cp/Notifications: every notification, newest first, each collapsible; a page at a time
// (?page=, ?size=10|20). While another page loads, the shown one stays (marked busy).
export function NotificationsScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error } = useCpNotificationsPageQuery({
    variables: { page: list.page, size: list.size },
  });
  const shown = data ?? previousData;
  return (
    <PartnerPage title={NOTIFICATIONS_HEADING} loading={loading && !shown} error={error}>
      {shown ? (
        <div aria-busy={loading && !data}>
          <NotificationList notifications={shown.partner.notificationsPage.nodes} />
          <PartnerListPager
            list={list}
            answer={shown.partner.notificationsPage}
            label="notifications"
            noun="notifications"
          />
        </div>
      ) : null}
    </PartnerPage>
  );
}
