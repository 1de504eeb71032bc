import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { SupportForm } from '@/features/partner/components/support-form.tsx';
import { SUPPORT_REDIRECT_DELAY_MS } from '@/features/partner/partner-constants.ts';
import { useCpSupportPageQuery } from '@/generated/operations/cp-support-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/support: the support form, prefilled with the partner's name and email; after 'Thank You.
// We will reach you soon.' the CP default page (/Home) opens.
export function PartnerSupportScreen() {
  const navigate = useNavigate();
  const { data, loading, error } = useCpSupportPageQuery();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const partner = data?.partner;
  return (
    <PartnerPage title="Support" loading={loading && !data} error={error}>
      {partner ? (
        <SupportForm
          initial={{ name: partner.name, surname: partner.surname, email: partner.email }}
          onSent={() => {
            timer.current = window.setTimeout(() => void navigate(paths.cp.home.href()), SUPPORT_REDIRECT_DELAY_MS);
          }}
        />
      ) : null}
    </PartnerPage>
  );
}
