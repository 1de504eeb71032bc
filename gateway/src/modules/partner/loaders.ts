// The partner domain's DataLoaders, created per GraphQL request: every partner read is made once
// per token (or token and email) however many fields ask, and independent reads run together, so
// the CP home (card, notifications, videos) costs one round. A token upstream refuses rejects the
// request's partner session (partner-calls.ts) and every field of it is UNAUTHENTICATED.
import { keyedLoader, singleLoader } from '../../rest/create-loader.ts';
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

export function createPartnerLoaders(partner: PartnerClient, program: PartnerProgramClient) {
  return {
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
