import { Link } from 'react-router';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { MasterOnly } from '@/features/partner/program/components/master-only.tsx';
import { NominationTable } from '@/features/partner/program/components/nomination-table.tsx';
import { isForbiddenError } from '@/features/partner/program/lib/program-errors.ts';
import { usePartnerNominatedCpPageQuery } from '@/generated/operations/partner-nominated-cp-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/nominatedcp and /cp/mynominatedcp (the same list): the Master's nominations with status
// Nominated or Joined, each with its proposed incentive table. A General partner is refused. After a
// nomination, the portal layout shows 'Nomination Sent Successfully.' (router state `notice`).
export default function NominatedCpPage() {
  const { data, loading, error } = usePartnerNominatedCpPageQuery({ fetchPolicy: 'cache-and-network' });
  const forbidden = isForbiddenError(error) || data?.partner.level === 'GENERAL';
  return (
    <PartnerPage
      title="Nominated Channel Partners"
      loading={!data && loading}
      error={forbidden ? undefined : error}
      actions={
        forbidden ? null : (
          <Link className="button button-primary" to={paths.cp.newNomination.href()}>
            New Nomination
          </Link>
        )
      }
    >
      {forbidden ? <MasterOnly /> : data ? <NominationTable nominations={data.partner.nominations} /> : null}
    </PartnerPage>
  );
}
