// The pages of the partner portal's lists: one method per paged REST extension (CP/..._page), each
// asking upstream for ?page= and ?size= and parsing { items, total } with the row schema of the
// unpaged list, so a page's rows are the same models as the lists'. 401/403 are the access errors
// (partner-calls.ts); anything else is UPSTREAM_ERROR.
import { z, type ZodType } from 'zod';
import type { PartnerCall, PartnerCalls } from './partner-calls.ts';
import type {
  IncentiveHistoryEntry,
  PartnerNotification,
  PartnerOrder,
  PartnerRecord,
  PartnerReferral,
} from './models.ts';
import { cpDetailsSchema, notificationListSchema } from './profile-schemas.ts';
import { incentiveHistorySchema, partnerOrderListSchema, referralListSchema } from './program-schemas.ts';

/** A page of a list as upstream answers it: its rows and how many rows all pages hold. */
export interface RestPage<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  token: string;
  page: number;
  size: number;
}

const total = z.number().int().min(0);
const pageSchema = <T>(items: ZodType<T[]>) => z.object({ items, total });
const subPartnerPageSchema = z
  .object({ details: z.array(cpDetailsSchema), total })
  .transform(({ details, total: count }) => ({ items: details, total: count }));

export class PartnerPageClient {
  constructor(private readonly calls: PartnerCalls) {}

  private read<T>(path: string, request: PageRequest, schema: ZodType<RestPage<T>>): Promise<RestPage<T>> {
    const call: PartnerCall = {
      method: 'GET',
      path,
      query: { page: String(request.page), size: String(request.size) },
      token: request.token,
    };
    return this.calls.readRequired(call, schema);
  }

  transactions(request: PageRequest): Promise<RestPage<PartnerOrder>> {
    return this.read('/api/CP/cp_order_details_page', request, pageSchema(partnerOrderListSchema));
  }

  incentives(request: PageRequest): Promise<RestPage<PartnerOrder>> {
    return this.read('/api/CP/cp_incentive_details_page', request, pageSchema(partnerOrderListSchema));
  }

  incentiveHistory(request: PageRequest): Promise<RestPage<IncentiveHistoryEntry>> {
    return this.read('/api/CP/cp_incentive_history_page', request, pageSchema(incentiveHistorySchema));
  }

  sharedCoupons(request: PageRequest): Promise<RestPage<PartnerReferral>> {
    return this.read('/api/CP/Cp_Refer_list_page', request, pageSchema(referralListSchema('coupon')));
  }

  nominations(request: PageRequest): Promise<RestPage<PartnerReferral>> {
    return this.read('/api/CP/Cp_Nomination_list_page', request, pageSchema(referralListSchema('nomination')));
  }

  subPartners(request: PageRequest): Promise<RestPage<PartnerRecord>> {
    return this.read('/api/CP/details_page', request, subPartnerPageSchema);
  }

  notifications(request: PageRequest): Promise<RestPage<PartnerNotification>> {
    return this.read('/api/CP/CP_NOTIFICATION_page', request, pageSchema(notificationListSchema));
  }
}
