// Upstream's account rules: the password reset link and its mail, and
// the registration's contacts (the spec's client may send the email or phone in either of two fields).
import { RESET_LINK_VALIDITY_MINUTES, RESET_LINK_VALIDITY_MS, RESET_MAX_MAILS } from '@shop/commerce/account/limits';
import { parseContact } from '@shop/commerce/contact';
import { absoluteUrl, paths } from '@shop/commerce/paths';

export function resetLinkExpiresAt(now: Date): Date {
  return new Date(now.getTime() + RESET_LINK_VALIDITY_MS);
}

/** Whether another reset mail may go to an account that got `mailsInWindow` in the window. */
export function canMailResetLink(mailsInWindow: number): boolean {
  return mailsInWindow < RESET_MAX_MAILS;
}

export function resetLink(publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, paths.resetPassword.href(token));
}

export function resetMailText(link: string): string {
  return [
    'We received a request to reset the password of your account.',
    `Open this link within ${RESET_LINK_VALIDITY_MINUTES} minutes to choose a new password: ${link}`,
    'The link works once. If you did not ask for it, ignore this mail; your password stays unchanged.',
  ].join('\n\n');
}

/** The registration's contacts: every non-blank value must be a contact; at most one of each kind. */
export function registrationContacts(
  values: ReadonlyArray<string | undefined>,
): { email: string | null; phone: string | null } | null {
  let email: string | null = null;
  let phone: string | null = null;
  for (const raw of values) {
    if (raw === undefined || raw.trim() === '') continue;
    const contact = parseContact(raw);
    if (!contact) return null;
    if (contact.kind === 'email') {
      if (email !== null && email !== contact.value) return null;
      email = contact.value;
    } else {
      if (phone !== null && phone !== contact.value) return null;
      phone = contact.value;
    }
  }
  return email === null && phone === null ? null : { email, phone };
}
