import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { AddPartnerForm } from '@/features/partner/program/components/add-partner-form.tsx';
import { MasterOnly } from '@/features/partner/program/components/master-only.tsx';
import { NOT_OWN_REGISTRATION_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { usePartnerAddPartnerPageQuery } from '@/generated/operations/partner-add-partner-page.ts';

// /cp/addcp and /cp/registration/:id (id: the Master's own id, from 'Add New V5.1'): add a General
// partner under the Master. A General partner, or someone else's registration id, is refused here
// as the gateway would refuse the save.
export function AddPartnerScreen({ id }: { id?: string }) {
  const { data, loading, error } = usePartnerAddPartnerPageQuery();
  const partner = data?.partner;
  let body = null;
  if (partner && partner.level !== 'MASTER') body = <MasterOnly />;
  else if (partner && id !== undefined && id !== String(partner.id)) {
    body = (
      <p className="program-empty" role="alert">
        {NOT_OWN_REGISTRATION_MESSAGE}
      </p>
    );
  } else if (partner && data) {
    body = (
      <AddPartnerForm salutations={data.salutations} master={{ fullName: partner.fullName, email: partner.email }} />
    );
  }
  return (
    <PartnerPage title="Add New Channel Partner" loading={!data && loading} error={error}>
      {body}
    </PartnerPage>
  );
}
