// The pages of the portal's lists (CP/..._page): each parsed by the zod schema generated from
// upstream's OpenAPI document and mapped row by row with the unpaged list's mapping, so a page's
// rows are the same models as the lists'.
import {
  zGetApiCpCpIncentiveDetailsPageResponse,
  zGetApiCpCpIncentiveHistoryPageResponse,
  zGetApiCpCpNominationListPageResponse,
  zGetApiCpCpNotificationPageResponse,
  zGetApiCpCpOrderDetailsPageResponse,
  zGetApiCpCpReferListPageResponse,
  zGetApiCpDetailsPageResponse,
} from '../../generated/upstream/zod.gen.ts';
import type { PartnerRecord } from './models.ts';
import { toNotification, toPartnerRecord, withInstants } from './profile-mapping.ts';
import {
  changeDates,
  createdDates,
  orderDates,
  toHistoryEntry,
  toIncentiveOrder,
  toNomination,
  toOrder,
  toSharedCoupon,
} from './program-mapping.ts';

/** A page of a list as upstream answers it: its rows and how many rows all pages hold. */
export interface RestPage<T> {
  items: T[];
  total: number;
}

/** `{ items, total }` with each row mapped by `to`. */
const pageOf =
  <W, M>(to: (row: W) => M) =>
  (raw: { items: W[]; total: number }): RestPage<M> => ({ items: raw.items.map(to), total: raw.total });

export const transactionsPageSchema = withInstants(zGetApiCpCpOrderDetailsPageResponse, (page) =>
  orderDates(page.items),
).transform(pageOf(toOrder));

export const incentivesPageSchema = withInstants(zGetApiCpCpIncentiveDetailsPageResponse, (page) =>
  orderDates(page.items),
).transform(pageOf(toIncentiveOrder));

export const incentiveHistoryPageSchema = withInstants(zGetApiCpCpIncentiveHistoryPageResponse, (page) =>
  changeDates(page.items),
).transform(pageOf(toHistoryEntry));

export const sharedCouponsPageSchema = withInstants(zGetApiCpCpReferListPageResponse, (page) =>
  createdDates(page.items),
).transform(pageOf(toSharedCoupon));

export const nominationsPageSchema = withInstants(zGetApiCpCpNominationListPageResponse, (page) =>
  createdDates(page.items),
).transform(pageOf(toNomination));

export const notificationsPageSchema = withInstants(zGetApiCpCpNotificationPageResponse, (page) =>
  createdDates(page.items),
).transform(pageOf(toNotification));

/** CP/details_page: its rows are `details`. */
export const subPartnersPageSchema = zGetApiCpDetailsPageResponse.transform((raw): RestPage<PartnerRecord> => ({
  items: raw.details.map(toPartnerRecord),
  total: raw.total,
}));
