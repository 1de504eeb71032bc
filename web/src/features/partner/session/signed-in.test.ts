// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/session.ts';
import { endPartnerSession, startPartnerSession } from './partner-session.ts';

/** An unsigned JWT that expires in an hour (the client reads, never verifies, its expiry). */
function liveToken(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;
}

const signedIn = () => document.cookie.split('; ').includes('signed_in=1');

afterEach(() => {
  localStorage.clear();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('the signed-in cookie', () => {
  it('stays while either a shopper or a partner is signed in, and goes with the last of them', () => {
    expect(signedIn()).toBe(false);
    startSession(liveToken());
    expect(signedIn()).toBe(true);
    startPartnerSession('partner-token');
    endSession();
    expect(signedIn()).toBe(true);
    endPartnerSession();
    expect(signedIn()).toBe(false);

    startPartnerSession('partner-token');
    startSession(liveToken());
    endPartnerSession();
    expect(signedIn()).toBe(true);
    endSession();
    expect(signedIn()).toBe(false);
  });
});
