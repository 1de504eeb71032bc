// Roots shared by every domain: the gateway's version.
import { readFileSync } from 'node:fs';
import type { Resolvers } from '../../generated/resolvers.ts';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};
export const GATEWAY_VERSION = packageJson.version ?? '0.0.0';

export const baseResolvers: Resolvers = {
  Query: {
    gatewayVersion: () => GATEWAY_VERSION,
  },
};
