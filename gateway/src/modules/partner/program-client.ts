// The partner program's typed client (referred orders and incentives, incentive tables, shared
// coupons, nominations, new General partners): one method per REST endpoint of the contract.
// Expected refusals become typed results with upstream's message (rejected, notFound, conflict);
// 401/403 to a partner call are the access errors (partner-calls.ts); anything else is
// UPSTREAM_ERROR or, where the spec words a failure ('Nomination Share failed', ...), a 'failed'
// result (logged).
import { contactIsFree } from '@shop/commerce/partner/statuses';
import { FormData } from 'undici';
import type { ZodType } from 'zod';
import type {
  GetApiCommonDataChkPhoneData,
  GetApiCpEarningsData,
  GetApiCpNominationInviteData,
  GetApiCpProposedCpIncentiveData,
  PostApiCpAddCPincentiveData,
  PostApiCpJoinNominationData,
  PostApiCpReferralVisitData,
} from '../../generated/upstream/types.gen.ts';
import type { RestCall } from '../../rest/client.ts';
import { parsed, type StatusAnswer, type StatusTable } from '../../rest/status-table.ts';
import { referralVisitSchema } from './attribution-mapping.ts';
import { earningsSchema } from './earnings-mapping.ts';
import type { AddPartner, JoinNomination, Nomination, ShareCoupon } from './inputs.ts';
import type {
  EarningsFilter,
  IncentiveHistoryEntry,
  IncentiveRates,
  IncentiveTable,
  MessageTemplate,
  NominationInvite,
  NomineeIncentiveTable,
  PartnerEarningsAnswer,
  PartnerOrder,
  PartnerReferral,
  ProposedIncentive,
  ReferralVisit,
} from './models.ts';
import type { PartnerCall, PartnerCalls } from './partner-calls.ts';
import {
  couponTemplateSchema,
  INCENTIVE_STATUS_OF_STATE,
  incentiveHistorySchema,
  incentiveListSchema,
  incentiveSavedSchema,
  incentiveTableSchema,
  nominationInviteSchema,
  nominationJoinedSchema,
  nominationListSchema,
  nominationSentSchema,
  nominationTemplateSchema,
  nomineeTablesSchema,
  orderListSchema,
  programDefaultsSchema,
  proposedIncentiveSchema,
  savedPartnerSchema,
  sharedCouponListSchema,
  sharedCouponSchema,
} from './program-mapping.ts';

/**
 * A change upstream made (its message), refused (a malformed request or file: rejected; an unknown
 * link or record: notFound; an existing nomination or partner: conflict, each with upstream's
 * message) or failed unexpectedly (logged).
 */
export type ChangeResult<T extends object = Record<never, never>> =
  | ({ kind: 'ok'; message: string } & T)
  | { kind: 'rejected' | 'notFound' | 'conflict'; message: string | null }
  | { kind: 'failed' };

const refusedAs =
  (kind: 'rejected' | 'notFound' | 'conflict') =>
  (answer: StatusAnswer): { kind: typeof kind; message: string | null } => ({ kind, message: answer.message });

/** The refusals of every change: 400, 413 and 415 rejected, 404 not found, 409 a conflict; else failed (logged). */
function changeTable<T extends object>(
  ok: (answer: StatusAnswer) => T & { message: string },
): StatusTable<ChangeResult<T>> {
  return {
    ok: (answer) => ({ kind: 'ok', ...ok(answer) }),
    400: refusedAs('rejected'),
    404: refusedAs('notFound'),
    409: refusedAs('conflict'),
    413: refusedAs('rejected'),
    415: refusedAs('rejected'),
    unexpected: () => ({ kind: 'failed' }),
  };
}

const messageOnly = (schema: ZodType<string>) => (answer: StatusAnswer) => ({ message: answer.parse(schema) });

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

export class PartnerProgramClient {
  constructor(private readonly calls: PartnerCalls) {}

  private get rest() {
    return this.calls.rest;
  }

  orders(token: string): Promise<PartnerOrder[]> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/cp_order_details', token }, orderListSchema);
  }

  incentives(token: string): Promise<PartnerOrder[]> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/cp_incentive_details', token }, incentiveListSchema);
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
    return this.calls.readRequired({ method: 'POST', path: '/api/CP/Cp_Refer_list', token }, sharedCouponListSchema);
  }

  nominations(token: string): Promise<PartnerReferral[]> {
    return this.calls.readRequired({ method: 'POST', path: '/api/CP/Cp_Nomination_list', token }, nominationListSchema);
  }

  /** Null when the caller has no nomination for that email (404). */
  proposedIncentive(token: string, email: string): Promise<ProposedIncentive | null> {
    return this.calls.read(
      {
        method: 'GET',
        path: '/api/CP/proposed_cp_incentive',
        query: { email } satisfies GetApiCpProposedCpIncentiveData['query'],
        token,
      },
      proposedIncentiveSchema,
    );
  }

  nominationTemplate(token: string): Promise<MessageTemplate> {
    return this.calls.readRequired(
      { method: 'GET', path: '/api/CP/ShareNominationData', token },
      nominationTemplateSchema,
    );
  }

  couponTemplate(token: string): Promise<MessageTemplate> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/ShareCouponData', token }, couponTemplateSchema);
  }

  programDefaults(): Promise<IncentiveRates> {
    return this.rest.send(
      { method: 'GET', path: '/api/CommonData/CP_INCENTIVE' },
      { ok: parsed(programDefaultsSchema) },
    );
  }

  /** CommonData/Chk_Phone: true when neither the phone nor the email belongs to a partner. */
  async isContactFree(token: string, phone: string, email: string): Promise<boolean> {
    const call = {
      method: 'GET',
      path: '/api/CommonData/Chk_Phone',
      query: { Phone: phone, email_id: email } satisfies GetApiCommonDataChkPhoneData['query'],
      token,
    } as const;
    return contactIsFree(await this.calls.readText(call));
  }

  /** CP/AddCPincentive (JSON): the three rates and the hidden activations. */
  saveIncentiveTable(token: string, partnerId: number, rates: IncentiveRates): Promise<ChangeResult> {
    const json = {
      id: partnerId,
      txt_v5_0: rates.nextLevelActivation,
      txt_v5_1: rates.masterPercent,
      txt_v5_1_0: rates.generalActivation,
      txt_v5_1_1: rates.generalPercent,
      txt_discount1: rates.clientDiscount,
    } satisfies PostApiCpAddCPincentiveData['body'];
    return this.change({ method: 'POST', path: '/api/CP/AddCPincentive', json, token }, incentiveSavedSchema);
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
    return this.change({ method: 'POST', path: '/api/CP/ShareNominationNew', form: body, token }, nominationSentSchema);
  }

  /** CP/ShareCoupon, multipart: the new coupon's code. */
  async shareCoupon(token: string, input: ShareCoupon): Promise<ChangeResult<{ couponCode: string }>> {
    const body = form({ emailto: input.recipient.value, msg: input.message, cpname: input.name });
    return this.calls.send(
      { method: 'POST', path: '/api/CP/ShareCoupon', form: body, token },
      changeTable((answer) => answer.parse(sharedCouponSchema)),
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
    return this.calls.send(
      { method: 'POST', path: '/api/CP/SaveChannelPartner1', form: body, token },
      changeTable((answer) => answer.parse(savedPartnerSchema)),
    );
  }

  /** CP/NominationInvite (public): null for an unknown, used or expired token (404). */
  nominationInvite(inviteToken: string): Promise<NominationInvite | null> {
    const query = { token: inviteToken } satisfies GetApiCpNominationInviteData['query'];
    return this.rest.get('/api/CP/NominationInvite', query, nominationInviteSchema);
  }

  /** CP/earnings: the partner's earnings for the filters. */
  earnings(token: string, filter: EarningsFilter): Promise<PartnerEarningsAnswer> {
    const query = {
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
      ...(filter.status ? { status: INCENTIVE_STATUS_OF_STATE[filter.status] } : {}),
      page: filter.page,
      first: filter.first,
      payoutPage: filter.payoutPage,
      payoutFirst: filter.payoutFirst,
    } satisfies GetApiCpEarningsData['query'];
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/earnings', query, token }, earningsSchema);
  }

  /** CP/referral_visit (public): a visit through a referral link; null for an unknown code (404). */
  recordReferral(code: string): Promise<ReferralVisit | null> {
    return this.rest.post(
      '/api/CP/referral_visit',
      { code } satisfies PostApiCpReferralVisitData['body'],
      referralVisitSchema,
    );
  }

  /** CP/JoinNomination (public, JSON). */
  joinNomination(input: JoinNomination): Promise<ChangeResult> {
    const json = {
      token: input.token,
      surname: input.surname,
      phone: input.phone,
      pincode: input.pincode,
      city: input.city,
      address: input.address,
      password: input.password,
      confirmPassword: input.confirmPassword,
    } satisfies PostApiCpJoinNominationData['body'];
    const call: RestCall = { method: 'POST', path: '/api/CP/JoinNomination', json };
    return this.rest.send(call, changeTable(messageOnly(nominationJoinedSchema)));
  }

  private change(call: PartnerCall, okSchema: ZodType<string>): Promise<ChangeResult> {
    return this.calls.send(call, changeTable(messageOnly(okSchema)));
  }
}
