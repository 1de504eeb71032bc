// The console's service request changes: a status move and a reply. FORBIDDEN without
// support.write (before any call); upstream's refusals (a move not allowed now, a blank reply, an
// unknown request) are userErrors on the input's field.
import { z } from 'zod';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { type RequestChange } from './support-client.ts';
import { refusalError, storedStatus } from './support-rules.ts';

/** A request id: a positive whole number (as text or number). */
export const requestIdInput = z.coerce.number().int().min(1).max(2_147_483_647);

const payload = (result: RequestChange) =>
  result.kind === 'ok'
    ? { serviceRequest: result.request, userErrors: [] }
    : { serviceRequest: null, userErrors: [refusalError(result)] };

export const supportMutations: MutationResolvers = {
  adminSetServiceRequestStatus: async (_parent, { input }, { clients }) => {
    const id = parseInput(requestIdInput, input.id, 'input');
    return payload(await clients.admin.support.setStatus(id, storedStatus(input.status)));
  },

  adminReplyToServiceRequest: async (_parent, { input }, { clients }) => {
    const id = parseInput(requestIdInput, input.id, 'input');
    // The rule's own messages answer a blank or too long reply; this only bounds what is sent.
    const body = parseInput(z.string().max(4000), input.body, 'input');
    return payload(await clients.admin.support.reply(id, body));
  },
};
