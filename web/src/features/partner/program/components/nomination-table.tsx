import { useState } from 'react';
import type { NominationTable_NominationFragment } from '@/generated/graphql.ts';
import { NO_NOMINATIONS_MESSAGE } from '@/features/partner/program/program-constants.ts';
import { ProposedIncentiveDialog } from './proposed-incentive-dialog.tsx';
import './program.css';

type Nomination = NominationTable_NominationFragment;

/** The Master's nominations, newest first: name, email, date, CP code, its proposed table (read-only modal) and status. */
export function NominationTable({ nominations }: { nominations: readonly Nomination[] }) {
  const [shown, setShown] = useState<Nomination | null>(null);
  if (nominations.length === 0) return <p className="program-empty">{NO_NOMINATIONS_MESSAGE}</p>;
  return (
    <>
      <div className="program-table-scroll" role="region" aria-label="Nominated channel partners" tabIndex={0}>
        <table className="program-table">
          <caption className="visually-hidden">Nominated channel partners</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Date</th>
              <th scope="col">CP Code</th>
              <th scope="col">Incentive Table</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {nominations.map((nomination) => (
              <tr key={`${nomination.recipient}-${nomination.date}`}>
                <th scope="row">{nomination.personName}</th>
                <td>{nomination.recipient}</td>
                <td>{nomination.date}</td>
                <td>{nomination.code || '—'}</td>
                <td>
                  <button type="button" className="button button-secondary" onClick={() => setShown(nomination)}>
                    Incentive Table
                  </button>
                </td>
                <td>
                  <span className="program-status" data-status={nomination.joined ? 'joined' : 'nominated'}>
                    {nomination.status}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown ? (
        <ProposedIncentiveDialog email={shown.recipient} name={shown.personName} onClose={() => setShown(null)} />
      ) : null}
    </>
  );
}
