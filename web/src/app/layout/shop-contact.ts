// The shop's contact details and social profiles, shown by the footer (the same details as the
// server's policy pages name).

/** Contact details in the footer (the same as the server's policy pages name). */
export const SHOP_CONTACT = {
  email: 'care@lumen.example',
  phone: '1800 102 5866',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  address: '3rd Floor, 21 Residency Road, Bengaluru 560025, Karnataka, India',
} as const;
/** The shop's social profiles (footer). */
export const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/lumen.devices' },
  { network: 'Facebook', href: 'https://www.facebook.com/lumen.devices' },
  { network: 'X', href: 'https://x.com/lumen_devices' },
  { network: 'YouTube', href: 'https://www.youtube.com/@lumen.devices' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/lumen-devices' },
] as const;
