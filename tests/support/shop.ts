// The shop under test for one GraphQL test file: a real upstream on a fresh temporary database and
// the gateway over it (reading that upstream's token secret), started in beforeAll and closed in
// afterAll. Call it at the top of the file, before the file's own hooks (they then run after the
// shop has started, and their afterAll before it closes):
//
//   const { upstream, gateway } = useShop();
//
// Both answers stand for the running servers: read them inside tests and hooks, not at import.
import { afterAll, beforeAll } from 'vitest';
import { startGateway, type StartGatewayOptions, type StartedGateway } from './gateway.ts';
import { startUpstream, type RunningUpstream, type StartUpstreamOptions } from './upstream.ts';

type GatewayExtras = Omit<StartGatewayOptions, 'upstreamUrl' | 'dataDir'>;

export interface ShopOptions {
  upstream?: StartUpstreamOptions;
  /** More gateway options; a function when they are known only once earlier hooks ran. */
  gateway?: GatewayExtras | (() => GatewayExtras);
}

export interface Shop {
  upstream: RunningUpstream;
  gateway: StartedGateway;
}

export function useShop(options: ShopOptions = {}): Shop {
  let upstream: RunningUpstream | undefined;
  let gateway: StartedGateway | undefined;

  beforeAll(async () => {
    upstream = await startUpstream(options.upstream);
    const extras = typeof options.gateway === 'function' ? options.gateway() : options.gateway;
    gateway = await startGateway({ ...extras, upstreamUrl: upstream.url, dataDir: upstream.dataDir });
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  return { upstream: running('upstream', () => upstream), gateway: running('gateway', () => gateway) };
}

/** Stands for a server that starts later: each property is read from the running one. */
function running<T extends object>(name: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (target === undefined) throw new Error(`The ${name} starts in beforeAll: use it inside a test or hook.`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
