import { describe, expect, it } from 'vitest';
import { partnerDocumentLink, verifyPartnerDocumentLink } from './partner-document-link.ts';

const KEY = 'test-key';
const NAME = '0123456789abcdef0123456789abcdef.pdf';
const NOW = new Date('2026-03-01T10:00:00.000Z');

function parts(link: string) {
  const url = new URL(link, 'http://shop.test');
  return {
    path: url.pathname,
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature') ?? '',
  };
}

describe('partner document links', () => {
  const link = partnerDocumentLink(KEY, 1, NAME, new Date('2026-03-01T10:15:00.000Z'));

  it('name the stored file and carry an expiry and a signature', () => {
    expect(link).toMatch(
      /^\/files\/cp\/0123456789abcdef0123456789abcdef\.pdf\?expires=1772360100&signature=[0-9a-f]{64}$/,
    );
  });

  it('verify for the same owner, name and key before expiry', () => {
    const { expires, signature } = parts(link);
    expect(verifyPartnerDocumentLink(KEY, 1, NAME, expires, signature, NOW)).toBe(true);
  });

  it('refuse another owner, another file, another key, a changed expiry, a late request or a malformed signature', () => {
    const { expires, signature } = parts(link);
    expect(verifyPartnerDocumentLink(KEY, 2, NAME, expires, signature, NOW)).toBe(false);
    expect(verifyPartnerDocumentLink(KEY, 1, NAME.replace('0123', '9999'), expires, signature, NOW)).toBe(false);
    expect(verifyPartnerDocumentLink('other', 1, NAME, expires, signature, NOW)).toBe(false);
    expect(verifyPartnerDocumentLink(KEY, 1, NAME, expires + 900, signature, NOW)).toBe(false);
    expect(verifyPartnerDocumentLink(KEY, 1, NAME, expires, signature, new Date('2026-03-01T10:15:01.000Z'))).toBe(
      false,
    );
    expect(verifyPartnerDocumentLink(KEY, 1, NAME, expires, signature.toUpperCase(), NOW)).toBe(false);
    expect(verifyPartnerDocumentLink(KEY, 1, NAME, Number.NaN, signature, NOW)).toBe(false);
  });
});
