import { useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSignOutMutation } from '@/generated/operations/sign-out.ts';
import { paths } from '@shop/commerce/paths';
import { endSession } from '@/lib/session.ts';
import './account.css';

const LINKS = [
  { label: 'My Profile', to: paths.profile.href() },
  { label: 'Track My Order', to: paths.orderList.href() },
  { label: 'Saved Addresses', to: paths.addressList.href() },
  { label: 'Customer Support', to: paths.customerSupport.href() },
];

type AccountMenuProps = {
  /** Sign out is about to end the session: the page lets go of its query, so the store reset after it refetches nothing. */
  onSigningOut?: () => void;
};

/**
 * The account area's side menu: profile, orders, addresses, support, and Sign out (the token is
 * revoked when the server can, removed in any case, and home opens).
 */
export function AccountMenu({ onSigningOut }: AccountMenuProps) {
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  const [leaving, setLeaving] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  // After the render in which the page let go of its query, and the task in which useQuery
  // released it: the store reset then refetches nothing, and home fetches as a guest.
  useEffect(() => {
    if (!signedOut) return;
    const id = window.setTimeout(() => {
      endSession();
      void navigate(paths.home.href());
    }, 0);
    return () => window.clearTimeout(id);
  }, [signedOut, navigate]);

  const leave = async (): Promise<void> => {
    setLeaving(true);
    try {
      await signOut();
    } catch (failure) {
      console.warn('[account] sign-out request failed', failure);
    }
    onSigningOut?.();
    setSignedOut(true);
  };

  return (
    <nav className="account-menu" aria-label="My account">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" disabled={leaving} onClick={() => void leave()}>
        {leaving ? <Spinner /> : null}
        Sign out
      </button>
    </nav>
  );
}
