import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { AccountLink_QueryFragmentDoc } from '@/generated/graphql.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';

/** The header's login icon: to /login for a guest, to /profile (with the picture, if any) when logged in. */
export function AccountLink() {
  const { loggedIn } = useSession();
  const { data, complete } = useFragment({
    fragment: AccountLink_QueryFragmentDoc,
    fragmentName: 'AccountLink_query',
    from: 'ROOT_QUERY',
  });
  const profile = loggedIn && complete ? data.viewer?.profile : undefined;
  const label = loggedIn ? (profile?.firstName ? `My account (${profile.firstName})` : 'My account') : 'Log in';
  return (
    <Link
      className="icon-button account-link"
      to={loggedIn ? paths.profile.href() : paths.login.href()}
      aria-label={label}
      title={label}
    >
      {profile?.imageUrl ? (
        <img className="account-link-avatar" src={profile.imageUrl} alt="" width={28} height={28} />
      ) : (
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
        </svg>
      )}
    </Link>
  );
}
