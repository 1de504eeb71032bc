// TRUST_PROXY and the client address the limits count against, through a real gateway and upstream:
// untrusted (the default), X-Forwarded-For is ignored, so a client cannot dodge its limit by
// sending one; trusted (the proxy's address, as TRUST_PROXY names it), each forwarded client counts
// alone, and an address the client prepends itself is not believed: the proxy's last entry counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOf } from '../../gateway/src/http/security-headers.ts';
import { startGateway, type StartedGateway } from '../support/gateway.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { SessionsLoginDocument } from '../graphql/generated/graphql.ts';
import { uniqueEmail } from '../graphql/shopper.ts';

/** One failed sign-in per client address and window. */
const rateLimits = { account: { perIp: { limit: 1 } } };

let upstream: RunningUpstream;
const gateways: StartedGateway[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await upstream?.close();
});

async function gatewayTrusting(setting: string | undefined): Promise<StartedGateway> {
  const gateway = await startGateway({
    upstreamUrl: upstream.url,
    dataDir: upstream.dataDir,
    rateLimits,
    trustProxy: trustProxyOf(setting),
  });
  gateways.push(gateway);
  return gateway;
}

/** The answer's code to a failed sign-in sent with this X-Forwarded-For (none when null). */
async function failedSignIn(gateway: StartedGateway, forwardedFor: string | null): Promise<string> {
  const { body } = await gateway.graphql(
    SessionsLoginDocument,
    { input: { emailOrPhone: uniqueEmail('proxy'), password: 'wrong-pass-1' } },
    { headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor } },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.login.userErrors[0]!.code!;
}

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (TRUST_PROXY unset)', async () => {
    const gateway = await gatewayTrusting(undefined);
    expect(await failedSignIn(gateway, '198.51.100.1')).toBe('INVALID_CREDENTIALS');
    expect(await failedSignIn(gateway, '198.51.100.2')).toBe('RATE_LIMITED');
    expect(await failedSignIn(gateway, null)).toBe('RATE_LIMITED');
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy', async () => {
    const gateway = await gatewayTrusting('10.0.0.0/8');
    expect(await failedSignIn(gateway, '198.51.100.1')).toBe('INVALID_CREDENTIALS');
    expect(await failedSignIn(gateway, '198.51.100.2')).toBe('RATE_LIMITED');
  });

  it('counts each forwarded client alone behind the trusted proxy, by the entry the proxy added', async () => {
    const gateway = await gatewayTrusting('127.0.0.1');
    expect(await failedSignIn(gateway, '198.51.100.1')).toBe('INVALID_CREDENTIALS');
    expect(await failedSignIn(gateway, '198.51.100.2')).toBe('INVALID_CREDENTIALS');
    expect(await failedSignIn(gateway, '198.51.100.1')).toBe('RATE_LIMITED');
    // The client wrote the first entry itself; the proxy appended the address it saw.
    expect(await failedSignIn(gateway, '203.0.113.7, 198.51.100.2')).toBe('RATE_LIMITED');
    expect(await failedSignIn(gateway, '198.51.100.1, 198.51.100.3')).toBe('INVALID_CREDENTIALS');
  });
});
