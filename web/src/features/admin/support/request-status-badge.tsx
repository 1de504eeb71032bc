// A service request's status as a badge: open ones stand out, resolved ones read as done.
import type { ServiceRequestStatus } from '@/generated/graphql.ts';

const TONE: Record<ServiceRequestStatus, string> = {
  OPEN: 'warn',
  IN_PROGRESS: '',
  RESOLVED: 'good',
  CLOSED: '',
};

export function RequestStatusBadge({ status, label }: { status: ServiceRequestStatus; label: string }) {
  return <span className={`admin-badge ${TONE[status]}`.trim()}>{label}</span>;
}
