// The Partner fields: each loads what it needs with the partner's token through the request's
// loaders, so independent fields cost one round together (the CP home: the card, notifications and
// videos). Name, code, level and QR code come from the partner's card; the profile fields from its
// record. Master-only fields refuse a General partner (FORBIDDEN, auth/require-partner.ts).
import { joinName } from '@shop/commerce/contact';
import { levelLabel } from '@shop/commerce/partner/levels';
import { PARTNER_LEVEL } from '@shop/commerce/partner/limits';
import { requireMasterLevel } from '../../auth/require-partner.ts';
import type { GatewayContext } from '../../context.ts';
import type { PartnerResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { proposedEmailInput } from './inputs.ts';
import type { PartnerRef, PartnerRecord } from './models.ts';
import { subPartnerOf } from './payloads.ts';

const record = (partner: PartnerRef, context: GatewayContext) => context.loaders.partner.ownRecord.load(partner.token);
const card = (partner: PartnerRef, context: GatewayContext) => context.loaders.partner.card.load(partner.token);
const fromRecord =
  <K extends keyof PartnerRecord>(field: K) =>
  async (partner: PartnerRef, _args: unknown, context: GatewayContext): Promise<PartnerRecord[K]> =>
    (await record(partner, context))[field];

export const Partner: PartnerResolvers = {
  id: (partner) => partner.id,
  code: async (partner, _args, context) => (await card(partner, context)).code,
  level: async (partner, _args, context) => (await card(partner, context)).level,
  levelLabel: async (partner, _args, context) => levelLabel((await card(partner, context)).level),
  name: async (partner, _args, context) => (await card(partner, context)).name,
  surname: async (partner, _args, context) => (await card(partner, context)).surname,
  fullName: async (partner, _args, context) => {
    const { name, surname } = await card(partner, context);
    return joinName(name, surname);
  },
  referralLink: async (partner, _args, context) => (await card(partner, context)).referralLink,
  qrCode: async (partner, _args, context) => (await card(partner, context)).qrCode,

  email: fromRecord('email'),
  phone: fromRecord('phone'),
  countryId: fromRecord('countryId'),
  country: fromRecord('country'),
  stateId: fromRecord('stateId'),
  state: fromRecord('state'),
  city: fromRecord('city'),
  address: fromRecord('address'),
  pincode: fromRecord('pincode'),
  referName: fromRecord('referName'),
  referEmail: fromRecord('referEmail'),
  referPhone: fromRecord('referPhone'),
  aadhaarMasked: fromRecord('aadhaarMasked'),
  aadhaarFileUrl: fromRecord('aadhaarFileUrl'),
  status: fromRecord('status'),

  bankDetails: (partner, _args, { loaders }) => loaders.partner.bankDetails.load(partner.token),
  notifications: (partner, args, { loaders }) =>
    loaders.partner.notifications.load({ token: partner.token, recent: args.recent === true }),
  transactions: (partner, _args, { loaders }) => loaders.partner.orders.load(partner.token),
  incentives: (partner, _args, { loaders }) => loaders.partner.incentives.load(partner.token),
  incentiveTable: (partner, _args, { loaders }) => loaders.partner.incentiveTable.load(partner.token),
  incentiveHistory: (partner, _args, { loaders }) => loaders.partner.incentiveHistory.load(partner.token),
  sharedCoupons: (partner, _args, { loaders }) => loaders.partner.sharedCoupons.load(partner.token),
  couponTemplate: (partner, _args, { loaders }) => loaders.partner.couponTemplate.load(partner.token),
  subPartners: async (partner, _args, { loaders }) =>
    (await loaders.partner.subPartners.load(partner.token)).map(subPartnerOf),

  // A General partner has no General partners under it: its list is empty, no call is made (the
  // incentive table screen, which both levels use, asks for it in its one query).
  nomineeIncentiveTables: (partner, _args, context) =>
    partner.level === PARTNER_LEVEL.MASTER ? context.loaders.partner.nomineeTables.load(partner.token) : [],
  nominations: (partner, _args, context) => {
    requireMasterLevel(partner.level);
    return context.loaders.partner.nominations.load(partner.token);
  },
  proposedIncentive: (partner, args, context) => {
    requireMasterLevel(partner.level);
    const email = parseInput(proposedEmailInput, args.email, 'email');
    return context.loaders.partner.proposedIncentive.load({ token: partner.token, email });
  },
  nominationTemplate: (partner, _args, context) => {
    requireMasterLevel(partner.level);
    return context.loaders.partner.nominationTemplate.load(partner.token);
  },
};
