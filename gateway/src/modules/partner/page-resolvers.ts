// The Partner page fields (schema/partner-pages.graphql): each checks page and size (zod;
// BAD_USER_INPUT outside their bounds), loads one page through the request's loaders (the same page
// asked twice is one call) and answers its rows with totalCount, page and pageCount.
// nominationsPage is Master-only (FORBIDDEN for level 2), as nominations is.
import { pageCount } from '@shop/commerce/catalog/paging';
import { requireMasterLevel } from '../../auth/require-partner.ts';
import type { PartnerResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { partnerPageInput } from './inputs.ts';
import type { PartnerRef } from './models.ts';
import type { PageRequest } from './page-client.ts';
import type { RestPage } from './page-mapping.ts';
import { subPartnerOf } from './payloads.ts';

function pageRequest(partner: PartnerRef, args: { page?: number | null; size?: number | null }): PageRequest {
  const { page, size } = parseInput(partnerPageInput, { page: args.page, size: args.size }, 'page');
  return { token: partner.token, page, size };
}

function pageOf<T, N = T>(
  request: PageRequest,
  answer: RestPage<T>,
  map: (row: T) => N = (row) => row as unknown as N,
) {
  return {
    nodes: answer.items.map(map),
    totalCount: answer.total,
    page: request.page,
    pageCount: pageCount(answer.total, request.size),
  };
}

export const PagePartner: PartnerResolvers = {
  transactionsPage: async (partner, args, { loaders }) => {
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.transactionsPage.load(request));
  },
  incentivesPage: async (partner, args, { loaders }) => {
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.incentivesPage.load(request));
  },
  incentiveHistoryPage: async (partner, args, { loaders }) => {
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.incentiveHistoryPage.load(request));
  },
  sharedCouponsPage: async (partner, args, { loaders }) => {
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.sharedCouponsPage.load(request));
  },
  nominationsPage: async (partner, args, { loaders }) => {
    requireMasterLevel(partner.level);
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.nominationsPage.load(request));
  },
  subPartnersPage: async (partner, args, { loaders }) => {
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.subPartnersPage.load(request), subPartnerOf);
  },
  notificationsPage: async (partner, args, { loaders }) => {
    const request = pageRequest(partner, args);
    return pageOf(request, await loaders.partner.notificationsPage.load(request));
  },
};
