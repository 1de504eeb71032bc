// Calls made with a partner token: what every partner client does with upstream's 401 and 403.
// 401 rejects the request's partner session and is UNAUTHENTICATED (realm partner); 403 is
// FORBIDDEN with upstream's message; both come from auth/require-partner.ts, the one place that
// words access errors. Every other status is the caller's status table's.
import type { ZodType } from 'zod';
import type { PartnerSession } from '../../auth/partner-session.ts';
import { partnerForbidden, partnerRefusedByUpstream } from '../../auth/require-partner.ts';
import type { RestCall, RestClient } from '../../rest/client.ts';
import { parsed, type StatusTable } from '../../rest/status-table.ts';

export type PartnerCall = RestCall & { token: string };

export class PartnerCalls {
  constructor(
    readonly rest: RestClient,
    private readonly session: PartnerSession,
  ) {}

  /** A call with the partner token, its statuses mapped by `table`; 401 and 403 throw the access errors. */
  send<R>(call: PartnerCall, table: StatusTable<R>): Promise<R> {
    return this.rest.send<R>(call, {
      ...table,
      401: () => {
        throw partnerRefusedByUpstream(this.session, call.token);
      },
      403: (answer) => {
        throw partnerForbidden(answer.message ?? undefined);
      },
    });
  }

  /** A read with the partner token: the parsed answer, or null for 404. */
  read<T>(call: PartnerCall, schema: ZodType<T>): Promise<T | null> {
    return this.send(call, { ok: parsed(schema), 404: () => null });
  }

  /** A read that must answer (a 404 breaks the contract too). */
  readRequired<T>(call: PartnerCall, schema: ZodType<T>): Promise<T> {
    return this.send(call, { ok: parsed(schema) });
  }

  /** The text of an answer that is a bare value (CP/check_nomination, CommonData/Chk_Phone), unquoted. */
  readText(call: PartnerCall): Promise<string> {
    return this.send(call, { ok: (answer) => answer.text.replace(/^"|"$/g, '') });
  }
}
