import type { AuthPayloadResolvers } from '../../generated/resolvers.ts';
import { viewerOf } from './viewer.ts';

/** The new session's viewer, loaded with the new token only when asked for. */
export const AuthPayload: AuthPayloadResolvers = {
  viewer: (payload, _args, context) => viewerOf(context, payload.token),
};
