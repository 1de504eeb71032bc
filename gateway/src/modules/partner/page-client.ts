// The pages of the partner portal's lists: one method per paged REST extension (CP/..._page), each
// asking upstream for ?page= and ?size= and parsing { items, total } with page-mapping.ts, so a
// page's rows are the same models as the lists'. 401/403 are the access errors (partner-calls.ts);
// anything else is UPSTREAM_ERROR.
import type { ZodType } from 'zod';
import type { QueryParams } from '../../rest/client.ts';
import type {
  GetApiCpCpIncentiveDetailsPageData,
  GetApiCpCpIncentiveHistoryPageData,
  GetApiCpCpNominationListPageData,
  GetApiCpCpNotificationPageData,
  GetApiCpCpOrderDetailsPageData,
  GetApiCpCpReferListPageData,
  GetApiCpDetailsPageData,
} from '../../generated/upstream/types.gen.ts';
import type {
  IncentiveHistoryEntry,
  PartnerNotification,
  PartnerOrder,
  PartnerRecord,
  PartnerReferral,
} from './models.ts';
import {
  incentiveHistoryPageSchema,
  incentivesPageSchema,
  nominationsPageSchema,
  notificationsPageSchema,
  sharedCouponsPageSchema,
  subPartnersPageSchema,
  transactionsPageSchema,
  type RestPage,
} from './page-mapping.ts';
import type { PartnerCall, PartnerCalls } from './partner-calls.ts';

export interface PageRequest {
  token: string;
  page: number;
  size: number;
}

/** ?page= and ?size= as upstream reads them. */
const pageParams = (request: PageRequest) => ({ page: String(request.page), size: String(request.size) });

export class PartnerPageClient {
  constructor(private readonly calls: PartnerCalls) {}

  private read<T>(path: string, query: QueryParams, token: string, schema: ZodType<RestPage<T>>): Promise<RestPage<T>> {
    const call: PartnerCall = { method: 'GET', path, query, token };
    return this.calls.readRequired(call, schema);
  }

  transactions(request: PageRequest): Promise<RestPage<PartnerOrder>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpCpOrderDetailsPageData['query'];
    return this.read('/api/CP/cp_order_details_page', query, request.token, transactionsPageSchema);
  }

  incentives(request: PageRequest): Promise<RestPage<PartnerOrder>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpCpIncentiveDetailsPageData['query'];
    return this.read('/api/CP/cp_incentive_details_page', query, request.token, incentivesPageSchema);
  }

  incentiveHistory(request: PageRequest): Promise<RestPage<IncentiveHistoryEntry>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpCpIncentiveHistoryPageData['query'];
    return this.read('/api/CP/cp_incentive_history_page', query, request.token, incentiveHistoryPageSchema);
  }

  sharedCoupons(request: PageRequest): Promise<RestPage<PartnerReferral>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpCpReferListPageData['query'];
    return this.read('/api/CP/Cp_Refer_list_page', query, request.token, sharedCouponsPageSchema);
  }

  nominations(request: PageRequest): Promise<RestPage<PartnerReferral>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpCpNominationListPageData['query'];
    return this.read('/api/CP/Cp_Nomination_list_page', query, request.token, nominationsPageSchema);
  }

  subPartners(request: PageRequest): Promise<RestPage<PartnerRecord>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpDetailsPageData['query'];
    return this.read('/api/CP/details_page', query, request.token, subPartnersPageSchema);
  }

  notifications(request: PageRequest): Promise<RestPage<PartnerNotification>> {
    const { page, size } = pageParams(request);
    const query = { page, size } satisfies GetApiCpCpNotificationPageData['query'];
    return this.read('/api/CP/CP_NOTIFICATION_page', query, request.token, notificationsPageSchema);
  }
}
