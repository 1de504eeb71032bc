import { Link } from 'react-router';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { PersonalDetailsForm } from '@/features/partner/components/personal-details-form.tsx';
import { useCpEditPersonalDetailsPageQuery } from '@/generated/operations/cp-edit-personal-details-page.ts';
import { paths } from '@shop/commerce/paths';

// /CP/CP_Personal_Information: edit the personal details and the Aadhaar.
export function EditPersonalDetailsScreen() {
  const { data, loading, error } = useCpEditPersonalDetailsPageQuery();
  return (
    <PartnerPage
      title="Edit Personal Information"
      loading={loading && !data}
      error={error}
      actions={
        <Link className="button button-secondary" to={paths.cp.cpHome.href()}>
          Back to Personal Information
        </Link>
      }
    >
      {data ? <PersonalDetailsForm partner={data.partner} countries={data.countries} /> : null}
    </PartnerPage>
  );
}
