import { Link } from 'react-router';
import { SHOP_NAME } from '@shop/commerce/company';
import { paths } from '@shop/commerce/paths';
import './partner.css';

type PartnerHeaderProps = {
  /** The logged-in partner (name and CP code); omitted on the public CP pages. */
  partner?: { fullName: string; code: string } | null;
  /** Shows a Logout button when given. */
  onLogout?: () => void;
};

/** The portal's header: logo (to the CP home), the partner's name and code, Logout. Public CP pages render it bare. */
export function PartnerHeader({ partner, onLogout }: PartnerHeaderProps) {
  return (
    <header className="cp-header">
      <div className="cp-header-bar">
        <Link to={paths.cp.home.href()} className="logo" aria-label={`${SHOP_NAME} Channel Partner home`}>
          <span aria-hidden="true" className="logo-mark" />
          {SHOP_NAME} <span className="cp-header-tag">Channel Partner</span>
        </Link>
        <div className="cp-header-user">
          {partner ? (
            <p className="cp-header-partner" data-testid="cp-partner">
              <span>{partner.fullName}</span> <span className="cp-header-code">{partner.code}</span>
            </p>
          ) : null}
          {onLogout ? (
            <button type="button" className="button button-secondary" onClick={onLogout}>
              Logout
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
