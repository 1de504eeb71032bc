import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from '@/features/partner/components/change-password-form.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { PASSWORD_REDIRECT_DELAY_MS } from '@/features/partner/partner-constants.ts';
import { useCpChangePasswordPageQuery } from '@/generated/operations/cp-change-password-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/cpchangepassword: after 'Password Updated Successfully.' the CP home opens.
export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const { data, loading, error } = useCpChangePasswordPageQuery();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <PartnerPage title="Change Password" loading={loading && !data} error={error}>
      <ChangePasswordForm
        onChanged={() => {
          timer.current = window.setTimeout(() => void navigate(paths.cp.home.href()), PASSWORD_REDIRECT_DELAY_MS);
        }}
      />
    </PartnerPage>
  );
}
