import { useNavigate } from 'react-router';
import { PartnerLoginForm, type PartnerTokens } from '@/features/partner/components/partner-login-form.tsx';
import { startPartnerSession } from '@/features/partner/session/partner-session.ts';
import { paths } from '@shop/commerce/paths';
import { startSession } from '@/lib/session.ts';

// /cp_login (and /Cp_login, /CP_Login). The page's one query is the form's captcha question,
// which the server asks and checks with the login. A successful login stores the partner token, moves the local
// guest cart to the partner's shopper account (as the storefront login does), starts that shopper
// session and opens the CP home (/Home). `mergeGuestCart` is the cart's move of the local cart to
// a shopper account; it says when it capped lines.
export function CpLoginScreen({
  mergeGuestCart,
}: {
  mergeGuestCart: (shopperToken: string) => Promise<{ notice: string | null }>;
}) {
  const navigate = useNavigate();

  const onAuthenticated = async ({ partnerToken, shopperToken }: PartnerTokens): Promise<void> => {
    let notice: string | null = null;
    if (shopperToken) notice = (await mergeGuestCart(shopperToken)).notice;
    startPartnerSession(partnerToken);
    if (shopperToken) startSession(shopperToken);
    void navigate(paths.cp.home.href(), { replace: true, state: notice ? { notice } : null });
  };

  return (
    <section className="cp-auth" aria-labelledby="cp-login-title">
      <title>Channel Partner Login</title>
      <h1 id="cp-login-title">Channel Partner Login</h1>
      <PartnerLoginForm onAuthenticated={onAuthenticated} />
    </section>
  );
}
