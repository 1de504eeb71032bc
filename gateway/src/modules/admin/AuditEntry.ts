// An audit entry: who (kept after a deactivation), and the changed fields as JSON text.
import type { AuditEntryResolvers } from '../../generated/resolvers.ts';

const jsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const AuditEntry: AuditEntryResolvers = {
  operator: (entry) => ({ id: entry.operatorId, name: entry.operatorName, email: entry.operatorEmail }),
  before: (entry) => jsonText(entry.before),
  after: (entry) => jsonText(entry.after),
};
