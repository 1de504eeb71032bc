// Calls made with a partner token: what every partner client does with upstream's 401 and 403.
// 401 rejects the request's partner session and is UNAUTHENTICATED (realm partner); 403 is
// FORBIDDEN with upstream's message; both come from auth/require-partner.ts, the one place that
// words access errors. Reads also map 404 to null and anything else unexpected to UPSTREAM_ERROR.
import type { ZodType } from 'zod';
import type { PartnerSession } from '../../auth/partner-session.ts';
import { partnerForbidden, partnerRefusedByUpstream } from '../../auth/require-partner.ts';
import { messageOf } from '../../rest/error-body.ts';
import type { UpstreamAnswer, UpstreamCall, UpstreamClient } from '../../rest/client.ts';

export const isOk = (status: number): boolean => status >= 200 && status < 300;

export class PartnerCalls {
  constructor(
    readonly http: UpstreamClient,
    private readonly session: PartnerSession,
  ) {}

  /** A call with the partner token whose other statuses the caller maps; 401 and 403 throw. */
  async send(call: UpstreamCall & { token: string }): Promise<UpstreamAnswer> {
    const answer = await this.http.send(call);
    if (answer.status === 401) throw partnerRefusedByUpstream(this.session, call.token);
    if (answer.status === 403) throw partnerForbidden(messageOf(answer.body) ?? undefined);
    return answer;
  }

  /** A read with the partner token: the parsed answer, or null for 404. */
  async read<T>(call: UpstreamCall & { token: string }, schema: ZodType<T>): Promise<T | null> {
    const answer = await this.send(call);
    if (answer.status === 404) return null;
    if (!isOk(answer.status)) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, schema);
  }

  /** A read that must answer (a 404 breaks the contract too). */
  async readRequired<T>(call: UpstreamCall & { token: string }, schema: ZodType<T>): Promise<T> {
    const answer = await this.send(call);
    if (!isOk(answer.status)) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, schema);
  }

  /** The text of a 0/1 answer (CP/check_nomination, CommonData/Chk_Phone). */
  async readText(call: UpstreamCall & { token: string }): Promise<string> {
    const answer = await this.send(call);
    if (!isOk(answer.status)) throw this.http.unexpected(call, answer);
    return answer.text.replace(/^"|"$/g, '');
  }
}
