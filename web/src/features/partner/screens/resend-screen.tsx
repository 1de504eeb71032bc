import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { PartnerHeader } from '@/features/partner/components/partner-header.tsx';
import { SupportForm } from '@/features/partner/components/support-form.tsx';
import { noticeOf } from '@/features/partner/program/lib/program-notice.ts';
import { RESEND_HEADING, RESEND_TEXT } from '@/features/partner/program/program-constants.ts';
import { usePartnerSession } from '@/features/partner/session/partner-session.ts';
import { paths } from '@shop/commerce/paths';
import '@/features/partner/program/components/program.css';

// /Resend (public, its own bare CP header): the confirmation that the program was sent (after
// adding a partner: 'Registered Successfully'), with a contact form to the CP support desk. No
// query on load: the form's mutation is its only request.
export function ResendScreen() {
  const notice = noticeOf(useLocation().state);
  const { loggedIn } = usePartnerSession();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="cp-shell">
      <PartnerHeader />
      <main id="cp-main" className="cp-main cp-main-public">
        <div className="program-public">
          <title>{RESEND_HEADING}</title>
          <FormMessage success={notice} />
          <h1>{RESEND_HEADING}</h1>
          <p>{RESEND_TEXT}</p>
          <p>
            {loggedIn ? (
              <Link to={paths.cp.manageCp.href()}>Back to V5.1 Details</Link>
            ) : (
              <Link to={paths.cp.login.href()}>Channel partner login</Link>
            )}
          </p>
          <h2>Contact us</h2>
          <SupportForm />
        </div>
      </main>
    </div>
  );
}
