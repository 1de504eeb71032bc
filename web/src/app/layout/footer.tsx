import { Link } from 'react-router';
import { SHOP_NAME } from '../../lib/constants.ts';
import { CORPORATE_GIFTING_SLUG, paths } from '../../lib/paths.ts';

const SHOP_LINKS = [
  { label: 'All products', to: paths.productList.href() },
  { label: 'Corporate Gifting', to: paths.category.href(CORPORATE_GIFTING_SLUG) },
  { label: 'Your cart', to: paths.checkout.href() },
];
const SUPPORT_LINKS = [
  { label: 'Customer support', to: paths.customerSupport.href() },
  { label: 'Product registration', to: paths.productRegistration.href() },
  { label: 'Warranty policy', to: paths.warranty.href() },
];
const POLICY_LINKS = [
  { label: 'Shipping policy', to: paths.shipping.href() },
  { label: 'Privacy policy', to: paths.privacy.href() },
  { label: 'Terms and conditions', to: paths.terms.href() },
];

function Column({ title, links }: { title: string; links: Array<{ label: string; to: string }> }) {
  return (
    <nav className="footer-column" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A simple footer: shop, support and policy links and the copyright line. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="logo logo-footer">{SHOP_NAME}</p>
          <p>Smart rings, smart watches, earbuds and headphones, shipped free across India.</p>
        </div>
        <Column title="Shop" links={SHOP_LINKS} />
        <Column title="Support" links={SUPPORT_LINKS} />
        <Column title="Policies" links={POLICY_LINKS} />
      </div>
      <p className="container footer-copy">{`© ${new Date().getFullYear()} ${SHOP_NAME}. All rights reserved.`}</p>
    </footer>
  );
}
