import { Link } from 'react-router';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { SubPartnerTable } from '@/features/partner/program/components/sub-partner-table.tsx';
import { ADD_SUB_PARTNER_LINK } from '@/features/partner/program/program-constants.ts';
import { usePartnerManageCpPageQuery } from '@/generated/operations/partner-manage-cp-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/manage_cp: 'V5.1 Details', the General partners under the viewer; a Master also gets
// 'Add New V5.1' (to /Cp/Registration/{own id}), since only a Master can add partners.
export default function ManageCpPage() {
  const { data, loading, error } = usePartnerManageCpPageQuery({ fetchPolicy: 'cache-and-network' });
  const partner = data?.partner;
  return (
    <PartnerPage
      title="Manage CP"
      loading={!data && loading}
      error={error}
      actions={
        partner?.level === 'MASTER' ? (
          <Link className="button button-primary" to={paths.cp.registration.href(String(partner.id))}>
            {ADD_SUB_PARTNER_LINK}
          </Link>
        ) : null
      }
    >
      {partner ? <SubPartnerTable partners={partner.subPartners} /> : null}
    </PartnerPage>
  );
}
