// The viewer of a token: its profile through the request's loader (one call per token however
// many fields ask). Null for no token or a token upstream refuses. A failed load carries the
// spec's message 'Error fetching profile data.' under its upstream error code.
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { Viewer } from './models.ts';

export async function viewerOf(context: GatewayContext, token: string | null): Promise<Viewer | null> {
  if (token === null) return null;
  try {
    const profile = await context.loaders.account.profile.load(token);
    return profile === null ? null : { id: profile.id, profile };
  } catch (error) {
    if (
      error instanceof GraphQLError &&
      typeof error.extensions.code === 'string' &&
      error.extensions.code.startsWith('UPSTREAM_')
    ) {
      throw new GraphQLError(ACCOUNT_ERRORS.profileLoadFailed.message, { extensions: { code: error.extensions.code } });
    }
    throw error;
  }
}
