import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoginPanel } from '@/features/account/components/login-panel.tsx';
import { useLoginPageQuery } from '@/generated/operations/login-page.ts';
import { paths } from '@shop/commerce/paths';
import { startSession } from '@/lib/session.ts';

/** The screen's one request (it fills the header); it shows nothing unless it failed. */
function LoginPageData() {
  const { error, refetch } = useLoginPageQuery();
  return error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null;
}

type Done = { token: string; notice: string | null };

type LoginScreenProps = {
  /** The email or phone to start with (the register screen's, after an account was made). */
  initialContact?: string;
  /** Moves what the guest kept in this browser to the account (the route's cart and wishlist merges). */
  mergeGuestData: (token: string) => Promise<{ notice: string | null }>;
};

// /login and /account/login. A successful login (password or OTP) moves the guest's data to the
// account with the new token; then the screen's query is let go, the token is kept (the store is
// reset: the next screen fetches as the customer) and home opens, with a notice when the merge
// capped lines at 5. Letting the query go first means the reset refetches nothing on the way out.
export function LoginScreen({ initialContact, mergeGuestData }: LoginScreenProps) {
  const navigate = useNavigate();
  const [done, setDone] = useState<Done | null>(null);

  useEffect(() => {
    if (!done) return;
    // useQuery lets go of an unmounted query one task later: the session starts after that.
    const id = window.setTimeout(() => {
      startSession(done.token);
      void navigate(paths.home.href(), { replace: true, state: done.notice ? { notice: done.notice } : null });
    }, 0);
    return () => window.clearTimeout(id);
  }, [done, navigate]);

  const onAuthenticated = async (token: string): Promise<void> => {
    const { notice } = await mergeGuestData(token);
    setDone({ token, notice });
  };

  return (
    <div className="container auth-page">
      <title>Login</title>
      {done ? null : <LoginPageData />}
      <LoginPanel initialContact={initialContact} onAuthenticated={onAuthenticated} />
    </div>
  );
}
