import { Link } from 'react-router';
import { moduleLoader, useLoadedModule } from '@/lib/use-loaded-module.ts';
import { SELLER_FULL_ADDRESS, SHOP_CARE, SHOP_NAME } from '@shop/commerce/company';
import { STATIC_PAGES, type StaticPageKind } from '@shop/commerce/content/static-pages';
import { CORPORATE_GIFTING_SLUG, paths } from '@shop/commerce/paths';
import { SocialLinks } from './social-links.tsx';

// The newsletter form (its mutation and messages) loads just after the page, outside the entry
// chunk, without a Suspense boundary of its own (see useLoadedModule).
const newsletterForm = moduleLoader(() => import('@/features/content/components/newsletter-form.tsx'));

type FooterLink = { label: string; to: string };

/** A static page's link: its heading and route, as the content pages name them. */
function pageLink(kind: StaticPageKind): FooterLink {
  return { label: STATIC_PAGES[kind].title, to: STATIC_PAGES[kind].path };
}

const POLICY_LINKS: FooterLink[] = [
  pageLink('SHIPPING_POLICY'),
  pageLink('REFUND_POLICY'),
  pageLink('WARRANTY_POLICY'),
  pageLink('PRIVACY_POLICY'),
  pageLink('TERMS'),
];
const SUPPORT_LINKS: FooterLink[] = [
  { label: 'Customer Support', to: paths.customerSupport.href() },
  { label: 'Raise a Service Request', to: paths.registerRequest.href() },
  { label: 'Track Service Request', to: paths.trackRequest.href() },
  { label: 'Product User Manuals', to: paths.useProduct.href() },
  { label: 'Service Centres', to: paths.serviceCentre.href() },
  { label: 'Product Registration', to: paths.productRegistration.href() },
];
const COMPANY_LINKS: FooterLink[] = [
  pageLink('BRAND'),
  pageLink('CAREER'),
  { label: 'Corporate Gifting', to: paths.category.href(CORPORATE_GIFTING_SLUG) },
  { label: 'All Products', to: paths.productList.href() },
];

function Column({ title, links }: { title: string; links: FooterLink[] }) {
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

/** Newsletter, policy, support, company and contact links, social links and the copyright line. */
export function Footer() {
  const newsletter = useLoadedModule(newsletterForm).module;
  return (
    <footer className="site-footer">
      <div className="container footer-top">
        <div className="footer-brand">
          <p className="logo logo-footer">{SHOP_NAME}</p>
          <p>Smart rings, smart watches, earbuds and headphones, shipped free across India.</p>
        </div>
        <section className="footer-newsletter" aria-labelledby="footer-newsletter-heading">
          <h2 id="footer-newsletter-heading">Newsletter</h2>
          {newsletter ? <newsletter.NewsletterForm /> : <div className="newsletter-placeholder" />}
        </section>
      </div>
      <div className="container footer-grid">
        <Column title="Policies" links={POLICY_LINKS} />
        <Column title="Support" links={SUPPORT_LINKS} />
        <Column title="Company" links={COMPANY_LINKS} />
        <section className="footer-column" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading">Contact</h2>
          <address className="footer-contact">
            <a href={`mailto:${SHOP_CARE.email}`}>{SHOP_CARE.email}</a>
            <a href={`tel:${SHOP_CARE.phone.replace(/\s+/g, '')}`}>{`${SHOP_CARE.phone} (toll free)`}</a>
            <span>{SHOP_CARE.hours}</span>
            <span>{SELLER_FULL_ADDRESS}</span>
          </address>
        </section>
      </div>
      <div className="container footer-bottom">
        <SocialLinks />
        <p className="footer-copy">{`© ${new Date().getFullYear()} ${SHOP_NAME}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
