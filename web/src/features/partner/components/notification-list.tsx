import { SafeHtml } from '@/components/ui/safe-html.tsx';
import type { NotificationList_NotificationFragment } from '@/generated/graphql.ts';
import { NO_DATA_MESSAGE } from '@/features/partner/partner-constants.ts';
import './partner.css';

/** Collapsible notifications: subject and date (dd-MM-yyyy HH:mm:ss) open to the sanitised HTML body. */
export function NotificationList({
  notifications,
}: {
  notifications: readonly NotificationList_NotificationFragment[];
}) {
  if (notifications.length === 0) return <p className="cp-empty">{NO_DATA_MESSAGE}</p>;
  return (
    <ul className="cp-notifications" aria-label="Notifications">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <details className="cp-notification">
            <summary>
              <span>{notification.subject}</span>
              <span className="cp-notification-date">{notification.date}</span>
            </summary>
            <SafeHtml className="cp-notification-body prose" html={notification.html} />
          </details>
        </li>
      ))}
    </ul>
  );
}
