import { Link } from 'react-router';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { ProfileTable } from '@/features/partner/components/profile-table.tsx';
import { useCpPersonalInformationPageQuery } from '@/generated/operations/cp-personal-information-page.ts';
import { paths } from '@shop/commerce/paths';

// /CP/CPhome (Personal Information): the read-only profile with a Manage / Edit link.
export function PersonalInformationScreen() {
  const { data, loading, error } = useCpPersonalInformationPageQuery();
  return (
    <PartnerPage
      title="Personal Information"
      loading={loading && !data}
      error={error}
      actions={
        <Link className="button button-secondary" to={paths.cp.personalInformation.href()}>
          Manage / Edit
        </Link>
      }
    >
      {data ? <ProfileTable partner={data.partner} caption="Personal information" /> : null}
    </PartnerPage>
  );
}
