import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';
import { AccountMenu } from './account-menu.tsx';

type AccountPageProps = {
  /** The page's <title> and heading. */
  title: string;
  /** The heading's id, which labels the section. */
  headingId: string;
  /** The screen beside the menu (it runs the page's one query); not drawn while signing out. */
  children: ReactNode;
};

/**
 * A page of the customer's account (profile, addresses, orders): the account menu beside the
 * screen. Guests are sent to /login; a sign-out from the menu shows a skeleton until it is done.
 */
export function AccountPage({ title, headingId, children }: AccountPageProps) {
  const { loggedIn } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!loggedIn && !signingOut) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="container account-layout">
      <title>{title}</title>
      <AccountMenu onSigningOut={() => setSigningOut(true)} />
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {signingOut ? <PageSkeleton label="Signing out" /> : children}
      </section>
    </div>
  );
}
