// The partner domain's typed client for issue 7 (referred orders and incentives, incentive tables,
// shared coupons, nominations, new General partners): one method per REST endpoint of the contract.
// Expected refusals (400, 404, 409) become typed results with upstream's message; 401/403 to a
// partner call are the access errors (partner-calls.ts); anything else is UPSTREAM_ERROR or, where
// the spec words a failure ('Nomination Share failed', ...), a 'failed' result (logged).
import { FormData } from 'undici';
import type { AddPartner, JoinNomination, Nomination, ShareCoupon } from './inputs.ts';
import type {
  IncentiveHistoryEntry,
  IncentiveRates,
  IncentiveTable,
  MessageTemplate,
  NominationInvite,
  NomineeIncentiveTable,
  PartnerOrder,
  PartnerReferral,
  ProposedIncentive,
} from './models.ts';
import type { SavedRates } from './rules.ts';
import { messageOf } from '../../rest/error-body.ts';
import type { UpstreamAnswer, UpstreamCall } from '../../rest/client.ts';
import { isOk, type PartnerCalls } from './partner-calls.ts';
import {
  incentiveHistorySchema,
  incentiveTableSchema,
  nominationInviteSchema,
  nomineeTablesSchema,
  partnerOrderListSchema,
  programDefaultsSchema,
  proposedIncentiveSchema,
  referralListSchema,
  savedPartnerSchema,
  sharedCouponSchema,
  templateSchema,
} from './program-schemas.ts';
import { messageAnswerSchema } from './profile-schemas.ts';

/** A change upstream made (its message), refused (its status and message) or failed unexpectedly. */
export type ChangeResult<T extends object = Record<never, never>> =
  | ({ kind: 'ok'; message: string } & T)
  | { kind: 'rejected'; status: number; message: string | null }
  | { kind: 'failed' };

const coupons = referralListSchema('coupon');
const nominations = referralListSchema('nomination');

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

export class PartnerProgramClient {
  constructor(private readonly calls: PartnerCalls) {}

  private get http() {
    return this.calls.http;
  }

  orders(token: string): Promise<PartnerOrder[]> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/cp_order_details', token }, partnerOrderListSchema);
  }

  incentives(token: string): Promise<PartnerOrder[]> {
    return this.calls.readRequired(
      { method: 'GET', path: '/api/CP/cp_incentive_details', token },
      partnerOrderListSchema,
    );
  }

  incentiveTable(token: string): Promise<IncentiveTable> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/Cp_Incentivetable', token }, incentiveTableSchema);
  }

  incentiveHistory(token: string): Promise<IncentiveHistoryEntry[]> {
    return this.calls.readRequired(
      { method: 'GET', path: '/api/CP/cp_incentive_history', token },
      incentiveHistorySchema,
    );
  }

  nomineeTables(token: string): Promise<NomineeIncentiveTable[]> {
    return this.calls.readRequired(
      { method: 'GET', path: '/api/CP/Cp_Incentivetable_general_of_master', token },
      nomineeTablesSchema,
    );
  }

  sharedCoupons(token: string): Promise<PartnerReferral[]> {
    return this.calls.readRequired({ method: 'POST', path: '/api/CP/Cp_Refer_list', token }, coupons);
  }

  nominations(token: string): Promise<PartnerReferral[]> {
    return this.calls.readRequired({ method: 'POST', path: '/api/CP/Cp_Nomination_list', token }, nominations);
  }

  /** Null when the caller has no nomination for that email (404). */
  proposedIncentive(token: string, email: string): Promise<ProposedIncentive | null> {
    return this.calls.read(
      { method: 'GET', path: '/api/CP/proposed_cp_incentive', query: { email }, token },
      proposedIncentiveSchema,
    );
  }

  nominationTemplate(token: string): Promise<MessageTemplate> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/ShareNominationData', token }, templateSchema);
  }

  couponTemplate(token: string): Promise<MessageTemplate> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/ShareCouponData', token }, templateSchema);
  }

  async programDefaults(): Promise<IncentiveRates> {
    const call: UpstreamCall = { method: 'GET', path: '/api/CommonData/CP_INCENTIVE' };
    const answer = await this.http.send(call);
    if (!isOk(answer.status)) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, programDefaultsSchema);
  }

  /** CP/check_nomination: the answer text ('1' when the address is nominated already, or a partner's). */
  checkNomination(token: string, email: string): Promise<string> {
    return this.calls.readText({ method: 'GET', path: '/api/CP/check_nomination', query: { emailid: email }, token });
  }

  /** CommonData/Chk_Phone: the answer text ('0' when neither the phone nor the email is a partner's). */
  contactCheck(token: string, phone: string, email: string): Promise<string> {
    return this.calls.readText({
      method: 'GET',
      path: '/api/CommonData/Chk_Phone',
      query: { Phone: phone, email_id: email },
      token,
    });
  }

  /** CP/AddCPincentive (JSON). */
  saveIncentiveTable(token: string, partnerId: number, rates: SavedRates): Promise<ChangeResult> {
    const json = {
      id: partnerId,
      txt_v5_0: rates.nextLevelActivation,
      txt_v5_1: rates.masterPercent,
      txt_v5_1_0: rates.generalActivation,
      txt_v5_1_1: rates.generalPercent,
      txt_discount1: rates.clientDiscount,
    };
    return this.change({ method: 'POST', path: '/api/CP/AddCPincentive', json, token });
  }

  /** CP/ShareNominationNew, multipart; `message` is the mail's HTML. */
  sendNomination(token: string, input: Nomination, message: string): Promise<ChangeResult> {
    const body = form({
      emailto: input.email,
      msg: message,
      cpname: input.name,
      txt_v5_1: String(input.masterPercent),
      txt_v5_1_1: String(input.generalPercent),
      txt_discount1: String(input.clientDiscount),
    });
    return this.change({ method: 'POST', path: '/api/CP/ShareNominationNew', form: body, token });
  }

  /** CP/ShareCoupon, multipart: the new coupon's code. */
  async shareCoupon(token: string, input: ShareCoupon): Promise<ChangeResult<{ couponCode: string }>> {
    const body = form({ emailto: input.recipient, msg: input.message, cpname: input.name });
    const call = { method: 'POST', path: '/api/CP/ShareCoupon', form: body, token } as const;
    return this.result(call, await this.calls.send(call), (answer) =>
      this.http.parse(call, answer, sharedCouponSchema),
    );
  }

  /** CP/SaveChannelPartner1, multipart: a General partner under the caller (`masterid`). */
  async savePartner(
    token: string,
    masterId: number,
    input: AddPartner,
  ): Promise<ChangeResult<{ id: number; code: string }>> {
    const body = form({
      Name: input.name,
      SurName: input.surname,
      Email: input.email,
      Country: String(input.countryId),
      State: String(input.stateId),
      City: input.city,
      Phone: input.phone,
      Pincode: input.pincode,
      Refer: input.referName,
      ReferEmail: input.referContact,
      salid: String(input.salutationId),
      masterid: String(masterId),
    });
    const call = { method: 'POST', path: '/api/CP/SaveChannelPartner1', form: body, token } as const;
    return this.result(call, await this.calls.send(call), (answer) =>
      this.http.parse(call, answer, savedPartnerSchema),
    );
  }

  /** CP/NominationInvite (public): null for an unknown, used or expired token (404). */
  nominationInvite(inviteToken: string): Promise<NominationInvite | null> {
    return this.http.get('/api/CP/NominationInvite', { token: inviteToken }, nominationInviteSchema);
  }

  /** CP/JoinNomination (public, JSON). */
  async joinNomination(input: JoinNomination): Promise<ChangeResult> {
    const call: UpstreamCall = { method: 'POST', path: '/api/CP/JoinNomination', json: input };
    return this.result<Record<never, never>>(call, await this.http.send(call), (answer) => ({
      message: this.http.parse(call, answer, messageAnswerSchema),
    }));
  }

  private async change(call: UpstreamCall & { token: string }): Promise<ChangeResult> {
    return this.result<Record<never, never>>(call, await this.calls.send(call), (answer) => ({
      message: this.http.parse(call, answer, messageAnswerSchema),
    }));
  }

  /** 2xx parsed by `parse`; 400, 404 and 409 refused with upstream's message; else failed (logged). */
  private result<T extends object>(
    call: UpstreamCall,
    answer: UpstreamAnswer,
    parse: (answer: UpstreamAnswer) => T & { message: string },
  ): ChangeResult<T> {
    if (isOk(answer.status)) return { kind: 'ok', ...parse(answer) };
    if ([400, 404, 409, 413, 415].includes(answer.status))
      return { kind: 'rejected', status: answer.status, message: messageOf(answer.body) };
    this.http.unexpected(call, answer);
    return { kind: 'failed' };
  }
}
