// The services of the partner program routes, built once per app from its context:
// incentive tables and attributed orders, coupon sharing, nominations, and sub-partners.
import type { AppContext } from './app-context.ts';
import { createPartnerCoupons } from './partner-coupons.ts';
import { createPartnerIncentives } from './partner-incentives.ts';
import { createPartnerNominations } from './partner-nominations.ts';
import { createPartnerRegistration } from './partner-registration.ts';

export function createPartnerProgram(ctx: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>) {
  const deps = { db: ctx.db, clock: ctx.clock, outbox: ctx.outbox, publicUrl: ctx.publicUrl };
  return {
    incentives: createPartnerIncentives(ctx.db, ctx.clock),
    coupons: createPartnerCoupons(deps),
    nominations: createPartnerNominations(deps),
    registration: createPartnerRegistration(deps),
  };
}

export type PartnerProgram = ReturnType<typeof createPartnerProgram>;
