// The console's order mutations: adminTransitionOrders moves orders through the lifecycle (upstream
// checks each against the state machine, audits and mails); refused orders are userErrors.
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { transitionInput } from './orders-inputs.ts';
import { stateOf, statusEnum, transitionUserErrors } from './orders-rules.ts';

const orUndefined = (value: string | null | undefined) => value ?? undefined;

export const orderMutations: MutationResolvers = {
  adminTransitionOrders: async (_parent, args, { clients }) => {
    const input = parseInput(transitionInput, args.input, 'input');
    const shipments = input.shipments ?? [];
    const answer = await clients.admin.orders.transition({
      orderIds: input.orderIds,
      to: stateOf(input.to),
      courierName: orUndefined(input.courierName),
      awbNumber: orUndefined(input.awbNumber),
      trackingUrl: orUndefined(input.trackingUrl),
      ...(shipments.length > 0
        ? {
            shipments: shipments.map((s) => ({
              orderId: s.orderId,
              courierName: orUndefined(s.courierName),
              awbNumber: s.awbNumber,
              trackingUrl: orUndefined(s.trackingUrl),
            })),
          }
        : {}),
      note: orUndefined(input.note),
    });
    return {
      results: answer.results.map((r) => ({
        orderId: r.orderId,
        ok: r.ok,
        status: r.status === null ? null : statusEnum(r.status),
      })),
      userErrors: transitionUserErrors(answer.results, new Set(shipments.map((s) => s.orderId))),
    };
  },
};
