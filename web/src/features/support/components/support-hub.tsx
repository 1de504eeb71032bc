import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import './support.css';

const CARDS = [
  {
    title: 'Raise a Service Request',
    text: 'Tell us what went wrong with your device and we will take it from there.',
    to: paths.registerRequest.href(),
    icon: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  },
  {
    title: 'Track Service Request',
    text: 'See the status of the requests raised with your email or mobile number.',
    to: paths.trackRequest.href(),
    icon: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.5-4.5M11 8v3l2 2',
  },
  {
    title: 'Product User Manual',
    text: 'Download the manual of your model as a PDF.',
    to: paths.useProduct.href(),
    icon: 'M4 5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h6M8 11h6',
  },
] as const;

const MORE_HELP = [
  { label: 'Find a service centre', to: paths.serviceCentre.href() },
  { label: 'Register your product', to: paths.productRegistration.href() },
  { label: 'Warranty policy', to: paths.warranty.href() },
  { label: 'Refund policy', to: paths.refund.href() },
] as const;

/** The support hub: the three after-sales services, and further help. */
export function SupportHub() {
  return (
    <>
      <ul className="support-cards">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link className="support-card" to={card.to}>
              <svg
                viewBox="0 0 24 24"
                width="36"
                height="36"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={card.icon} />
              </svg>
              <span className="support-card-title">{card.title}</span>
              <span className="support-card-text">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <nav className="support-more" aria-label="More help">
        <h2>More help</h2>
        <ul>
          {MORE_HELP.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
