import type {
  IncentiveHistory_EntryFragment,
  IncentiveRates_TableFragment,
  NomineeIncentivePanels_TableFragment,
} from '@/generated/graphql.ts';

import { CLIENT_DISCOUNT_LABEL, PARTNER_LEVEL_LABELS } from '@shop/commerce/partner/limits';
import { formatPercent } from '@shop/commerce/percent';
import {
  NO_HISTORY_MESSAGE,
  NO_NOMINEE_TABLES_MESSAGE,
  NOMINEE_TABLES_HEADING,
} from '@/features/partner/program/program-constants.ts';
import './program.css';

type Rates = { masterPercent: number; generalPercent: number; clientDiscount: number };

/** The rows of an incentive table: V5 (Master), V5 (General) when asked for, Client Discount. */
function RatesTable({ rates, withGeneral, caption }: { rates: Rates; withGeneral: boolean; caption: string }) {
  return (
    <table className="program-table program-rates">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col" className="numeric">
            Percent
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{PARTNER_LEVEL_LABELS.MASTER}</th>
          <td className="numeric">{formatPercent(rates.masterPercent)}</td>
        </tr>
        {withGeneral ? (
          <tr>
            <th scope="row">{PARTNER_LEVEL_LABELS.GENERAL}</th>
            <td className="numeric">{formatPercent(rates.generalPercent)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">{CLIENT_DISCOUNT_LABEL}</th>
          <td className="numeric">{formatPercent(rates.clientDiscount)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The partner's table in force under its title ('Master CP Incentive Table' or 'General CP Incentive Table'). */
export function IncentiveRates({ table }: { table: IncentiveRates_TableFragment }) {
  return (
    <div className="program-table-scroll program-rates">
      <RatesTable rates={table.rates} withGeneral={table.level === 'GENERAL'} caption={table.title} />
    </div>
  );
}

/** A proposed table (all three rows), e.g. on the nominee's join page. */
export function ProposedRates({ rates, caption }: { rates: Rates; caption: string }) {
  return (
    <div className="program-table-scroll program-rates">
      <RatesTable rates={rates} withGeneral caption={caption} />
    </div>
  );
}

/** Level 1: one collapsible panel per General partner nominated or added (their tables). */
export function NomineeIncentivePanels({ tables }: { tables: readonly NomineeIncentivePanels_TableFragment[] }) {
  return (
    <section className="program-section" aria-labelledby="nominee-tables-heading">
      <h2 id="nominee-tables-heading">{NOMINEE_TABLES_HEADING}</h2>
      {tables.length === 0 ? (
        <p className="program-empty">{NO_NOMINEE_TABLES_MESSAGE}</p>
      ) : (
        <div className="program-panels">
          {tables.map((nominee) => (
            <details key={nominee.partnerId} className="program-panel">
              <summary>{`${nominee.name} (${nominee.code})`}</summary>
              <div className="program-table-scroll">
                <RatesTable rates={nominee} withGeneral caption={`Incentive table of ${nominee.name}`} />
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

/** Every change of the table, newest first: one collapsible entry per change date. */
export function IncentiveHistory({
  entries,
  withGeneral,
}: {
  entries: readonly IncentiveHistory_EntryFragment[];
  withGeneral: boolean;
}) {
  return (
    <section className="program-section" aria-labelledby="incentive-history-heading">
      <h2 id="incentive-history-heading">History</h2>
      {entries.length === 0 ? (
        <p className="program-empty">{NO_HISTORY_MESSAGE}</p>
      ) : (
        <ul className="program-panels program-history-list" aria-label="Incentive table changes">
          {entries.map((entry) => (
            <li key={entry.id}>
              <details className="program-panel">
                <summary>{entry.date}</summary>
                <div className="program-table-scroll">
                  <RatesTable rates={entry} withGeneral={withGeneral} caption={`Incentive table of ${entry.date}`} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
