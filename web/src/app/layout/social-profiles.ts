// The shop's social profiles, shown by the footer (its care contact and address come from
// @shop/commerce/company, as the server's policy pages do).

/** The shop's social profiles (footer). */
export const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/lumen.devices' },
  { network: 'Facebook', href: 'https://www.facebook.com/lumen.devices' },
  { network: 'X', href: 'https://x.com/lumen_devices' },
  { network: 'YouTube', href: 'https://www.youtube.com/@lumen.devices' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/lumen-devices' },
] as const;
