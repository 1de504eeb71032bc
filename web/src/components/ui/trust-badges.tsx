const BADGES = [
  {
    title: 'Free Shipping',
    text: 'On every order across India',
    icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  },
  {
    title: '7 Days Replacement',
    text: 'Hassle-free replacement',
    icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  },
  { title: 'Secure Transaction', text: 'Encrypted payments', icon: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3' },
  {
    title: 'Warranty',
    text: 'Brand warranty on devices',
    icon: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4',
  },
] as const;

/** The four trust claims of the shop. */
export function TrustBadges() {
  return (
    <ul className="trust-badges" aria-label="Why shop with us">
      {BADGES.map((b) => (
        <li key={b.title} className="trust-badge">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={b.icon} />
          </svg>
          <span>
            <strong>{b.title}</strong>
            <small>{b.text}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
