import { SHOP_NAME } from '@shop/commerce/company';
import { SOCIAL_LINKS } from './social-profiles.ts';

type Network = (typeof SOCIAL_LINKS)[number]['network'];

// Simple outline marks drawn for the shop (no brand assets bundled).
const ICONS: Record<Network, string> = {
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h.01',
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z',
  X: 'M4 4l16 16M20 4L4 20',
  YouTube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  LinkedIn: 'M4 4h16v16H4zM8 10v6M8 7v.01M12 16v-6M12 12a2 2 0 0 1 4 0v4',
};

/** The shop's social profiles, opened in a new tab. */
export function SocialLinks() {
  return (
    <ul className="social-links" aria-label="Follow us">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${SHOP_NAME} on ${link.network}`}>
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICONS[link.network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
