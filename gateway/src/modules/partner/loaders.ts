// The partner domain's DataLoaders, created per GraphQL request: every partner read is made once
// per token (or token and email) however many fields ask, and independent reads run together, so
// the CP home (card, notifications, videos) costs one round. A token upstream refuses rejects the
// request's partner session (partner-calls.ts) and every field of it is UNAUTHENTICATED.
import { keyedLoader, singleLoader } from '../../rest/create-loader.ts';
import type { PageRequest, PartnerPageClient } from './page-client.ts';
import type { PartnerClient } from './profile-client.ts';
import type { PartnerProgramClient } from './program-client.ts';

export interface PartnerEmailKey {
  token: string;
  email: string;
}

export interface NotificationKey {
  token: string;
  recent: boolean;
}

/** A page's cache key: the same page of the same list is asked for once per request. */
const pageKey = (key: PageRequest) => `${key.page}|${key.size}|${key.token}`;

export function createPartnerLoaders(partner: PartnerClient, program: PartnerProgramClient, pages: PartnerPageClient) {
  return {
    transactionsPage: keyedLoader((key: PageRequest) => pages.transactions(key), pageKey),
    incentivesPage: keyedLoader((key: PageRequest) => pages.incentives(key), pageKey),
    incentiveHistoryPage: keyedLoader((key: PageRequest) => pages.incentiveHistory(key), pageKey),
    sharedCouponsPage: keyedLoader((key: PageRequest) => pages.sharedCoupons(key), pageKey),
    nominationsPage: keyedLoader((key: PageRequest) => pages.nominations(key), pageKey),
    subPartnersPage: keyedLoader((key: PageRequest) => pages.subPartners(key), pageKey),
    notificationsPage: keyedLoader((key: PageRequest) => pages.notifications(key), pageKey),
    ownRecord: keyedLoader((token: string) => partner.ownRecord(token)),
    card: keyedLoader((token: string) => partner.card(token)),
    bankDetails: keyedLoader((token: string) => partner.bankDetails(token)),
    subPartners: keyedLoader((token: string) => partner.subPartners(token)),
    notifications: keyedLoader(
      (key: NotificationKey) => partner.notifications(key.token, key.recent),
      (key) => `${key.recent}|${key.token}`,
    ),
    videos: singleLoader(() => partner.videos()),
    salutations: singleLoader(() => partner.salutations()),
    orders: keyedLoader((token: string) => program.orders(token)),
    incentives: keyedLoader((token: string) => program.incentives(token)),
    incentiveTable: keyedLoader((token: string) => program.incentiveTable(token)),
    incentiveHistory: keyedLoader((token: string) => program.incentiveHistory(token)),
    nomineeTables: keyedLoader((token: string) => program.nomineeTables(token)),
    sharedCoupons: keyedLoader((token: string) => program.sharedCoupons(token)),
    nominations: keyedLoader((token: string) => program.nominations(token)),
    proposedIncentive: keyedLoader(
      (key: PartnerEmailKey) => program.proposedIncentive(key.token, key.email),
      (key) => `${key.email}|${key.token}`,
    ),
    nominationTemplate: keyedLoader((token: string) => program.nominationTemplate(token)),
    couponTemplate: keyedLoader((token: string) => program.couponTemplate(token)),
    programDefaults: singleLoader(() => program.programDefaults()),
    nominationInvite: keyedLoader((inviteToken: string) => program.nominationInvite(inviteToken)),
  };
}

export type PartnerLoaders = ReturnType<typeof createPartnerLoaders>;
