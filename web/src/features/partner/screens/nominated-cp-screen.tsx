import { Link } from 'react-router';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { MasterOnly } from '@/features/partner/program/components/master-only.tsx';
import { NominationTable } from '@/features/partner/program/components/nomination-table.tsx';
import { isForbiddenError } from '@/features/partner/program/lib/program-errors.ts';
import { usePartnerNominatedCpPageQuery } from '@/generated/operations/partner-nominated-cp-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/nominatedcp and /cp/mynominatedcp (the same list): the Master's nominations with status
// Nominated or Joined, each with its proposed incentive table. A General partner is refused. After a
// nomination, the portal layout shows 'Nomination Sent Successfully.' (router state `notice`). The
// nominations come a page at a time (?page=, ?size=10|20), newest first.
export function NominatedCpScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error } = usePartnerNominatedCpPageQuery({
    variables: { page: list.page, size: list.size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const forbidden = isForbiddenError(error) || shown?.partner.level === 'GENERAL';
  return (
    <PartnerPage
      title="Nominated Channel Partners"
      loading={!shown && loading}
      error={forbidden ? undefined : error}
      actions={
        forbidden ? null : (
          <Link className="button button-primary" to={paths.cp.newNomination.href()}>
            New Nomination
          </Link>
        )
      }
    >
      {forbidden ? (
        <MasterOnly />
      ) : shown ? (
        <div aria-busy={loading && !data}>
          <NominationTable nominations={shown.partner.nominationsPage.nodes} />
          <PartnerListPager
            list={list}
            answer={shown.partner.nominationsPage}
            label="your nominations"
            noun="nominations"
          />
        </div>
      ) : null}
    </PartnerPage>
  );
}
