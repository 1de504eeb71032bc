import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { PartnerListPager, usePartnerListPage } from '@/features/partner/components/partner-list-pager.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import {
  IncentiveHistory,
  IncentiveRates,
  NomineeIncentivePanels,
} from '@/features/partner/program/components/incentive-rates.tsx';
import { IncentiveModal } from '@/features/partner/program/components/incentive-modal.tsx';
import { hasErrorAt } from '@/features/partner/program/lib/program-errors.ts';
import { HISTORY_FAILED_MESSAGE, PROGRAM_HEADING } from '@/features/partner/program/program-constants.ts';
import { isPartnerSessionError } from '@/features/partner/lib/partner-errors.ts';
import { usePartnerIncentiveTablePageQuery } from '@/generated/operations/partner-incentive-table-page.ts';

// /cp/incentivetable: the table in force (rows per level), Modify (a modal with Save and Close;
// after a save the data is fetched again, no page reload), the Master's nominees' tables, History
// (a page at a time: ?page=, ?size=10|20, newest change first).
export function IncentiveTableScreen() {
  const list = usePartnerListPage();
  const { data, previousData, loading, error, refetch } = usePartnerIncentiveTablePageQuery({
    variables: { page: list.page, size: list.size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const [modifying, setModifying] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // The spec's message when the history could not be loaded (the rest of the screen needs the same request).
  const historyFailed =
    !data && error != null && !isPartnerSessionError(error) && hasErrorAt(error, ['partner', 'incentiveHistoryPage']);
  const partner = shown?.partner;

  return (
    <PartnerPage title={PROGRAM_HEADING} loading={!shown && loading} error={historyFailed ? undefined : error}>
      {historyFailed ? <FormMessage error={HISTORY_FAILED_MESSAGE} /> : null}
      {partner ? (
        <>
          <section className="program-section" aria-labelledby="incentive-table-title">
            <div className="program-toolbar">
              <h2 id="incentive-table-title">{partner.incentiveTable.title}</h2>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setSaved(null);
                  setModifying(true);
                }}
              >
                Modify
              </button>
            </div>
            <IncentiveRates table={partner.incentiveTable} />
            <FormMessage success={saved} />
          </section>
          {partner.level === 'MASTER' ? <NomineeIncentivePanels tables={partner.nomineeIncentiveTables} /> : null}
          <div aria-busy={loading && !data}>
            <IncentiveHistory entries={partner.incentiveHistoryPage.nodes} withGeneral={partner.level === 'GENERAL'} />
            <PartnerListPager
              list={list}
              answer={partner.incentiveHistoryPage}
              label="the incentive table's history"
              noun="changes"
            />
          </div>
          {modifying ? (
            <IncentiveModal
              table={partner.incentiveTable}
              onClose={() => setModifying(false)}
              onSaved={(message) => {
                setSaved(message);
                // The screen shows the refetch's failure itself (error).
                refetch().catch(() => undefined);
              }}
            />
          ) : null}
        </>
      ) : null}
    </PartnerPage>
  );
}
