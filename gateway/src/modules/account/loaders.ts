// The account's DataLoaders, created per GraphQL request: the profile is fetched once per token
// however many fields ask for it. A token upstream refuses turns the session into a guest.
import type { Session } from '../../auth/session.ts';
import { keyedLoader } from '../../rest/create-loader.ts';
import type { AccountClient } from './client.ts';

export function createAccountLoaders(client: AccountClient, session: Session) {
  return {
    /** CommonData/userprofile by token; null when upstream refuses the token. */
    profile: keyedLoader(async (token: string) => {
      const profile = await client.profile(token);
      if (profile === null) session.rejectToken(token);
      return profile;
    }),
  };
}

export type AccountLoaders = ReturnType<typeof createAccountLoaders>;
