import { Link } from 'react-router';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { SubPartnerTable } from '@/features/partner/program/components/sub-partner-table.tsx';
import { ADD_SUB_PARTNER_LINK } from '@/features/partner/program/program-constants.ts';
import { usePartnerManageCpPageQuery } from '@/generated/operations/partner-manage-cp-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/manage_cp: 'V5.1 Details', the General partners under the viewer; a Master also gets
// 'Add New V5.1' (to /Cp/Registration/{own id}), since only a Master can add partners. The
// partners come a page at a time (?page=, ?size=10|20), newest first.
export function ManageCpScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error } = usePartnerManageCpPageQuery({
    variables: { page: list.page, size: list.size },
    fetchPolicy: 'cache-and-network',
  });
  const partner = (data ?? previousData)?.partner;
  return (
    <PartnerPage
      title="Manage CP"
      loading={!partner && loading}
      error={error}
      actions={
        partner?.level === 'MASTER' ? (
          <Link className="button button-primary" to={paths.cp.registration.href(String(partner.id))}>
            {ADD_SUB_PARTNER_LINK}
          </Link>
        ) : null
      }
    >
      {partner ? (
        <div aria-busy={loading && !data}>
          <SubPartnerTable partners={partner.subPartnersPage.nodes} />
          <PartnerListPager list={list} answer={partner.subPartnersPage} label="your V5.1 partners" noun="partners" />
        </div>
      ) : null}
    </PartnerPage>
  );
}
