// The shops the journeys run against. Journeys share one shop; the journeys that move upstream's dev
// clock (days ahead, for return windows and payout months) get a shop of their own, so that a clock
// moved by one journey never expires the sessions or re-dates the orders of another running beside it.
import { test } from '@playwright/test';

export interface Shop {
  /** The gateway, serving web/dist: the browser's address. */
  baseURL: string;
  /** Upstream's REST API, for setup and for its dev outbox and clock. */
  upstreamURL: string;
}

function shopAt(port: number, upstreamPort: number): Shop {
  // localhost, as the shop's default PUBLIC_URL names this machine: payment returns come back here.
  return { baseURL: `http://localhost:${port}`, upstreamURL: `http://127.0.0.1:${upstreamPort}` };
}

const firstPort = Number(process.env.E2E_PORT ?? 4100);
export const SHOPS = {
  main: shopAt(firstPort, firstPort + 1),
  clock: shopAt(firstPort + 10, firstPort + 11),
} as const;

/** The journey files that move upstream's clock: they run in the `clock` project, on their own shop. */
export const CLOCK_JOURNEYS = ['partner/program-payouts.spec.ts'];

/** The shop of the running journey's project. */
export function currentShop(): Shop {
  return test.info().project.metadata.shop as Shop;
}

/** Upstream's address for the running journey. */
export function upstreamUrl(): string {
  return currentShop().upstreamURL;
}

/**
 * Every journey starts with the subscribe popup closed (localStorage popupClosed), so that it does not
 * open over a journey that takes longer than 10 s; the popup's own journeys start without it.
 */
export function popupClosedState(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'popupClosed', value: 'true' }] }],
  };
}
