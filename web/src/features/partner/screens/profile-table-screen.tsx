import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { ProfileTable } from '@/features/partner/components/profile-table.tsx';
import { useCpProfileTablePageQuery } from '@/generated/operations/cp-profile-table-page.ts';

// /cp/cp_p_information: the CP profile table alone.
export function ProfileTableScreen() {
  const { data, loading, error } = useCpProfileTablePageQuery();
  return (
    <PartnerPage title="CP Profile" loading={loading && !data} error={error}>
      {data ? <ProfileTable partner={data.partner} caption="CP profile" /> : null}
    </PartnerPage>
  );
}
