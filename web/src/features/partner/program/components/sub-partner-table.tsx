import type { SubPartnerTable_PartnerFragment } from '@/generated/graphql.ts';
import { NO_DATA_MESSAGE } from '@/features/partner/partner-constants.ts';
import { SUB_PARTNERS_HEADING } from '@/features/partner/program/program-constants.ts';
import './program.css';

/** 'V5.1 Details': the General partners under the viewer, oldest first; 'No Data Found' when none. */
export function SubPartnerTable({ partners }: { partners: readonly SubPartnerTable_PartnerFragment[] }) {
  return (
    <section className="program-section" aria-labelledby="sub-partners-heading">
      <h2 id="sub-partners-heading">{SUB_PARTNERS_HEADING}</h2>
      {partners.length === 0 ? (
        <p className="program-empty">{NO_DATA_MESSAGE}</p>
      ) : (
        <div className="program-table-scroll" role="region" aria-label={SUB_PARTNERS_HEADING} tabIndex={0}>
          <table className="program-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Country</th>
                <th scope="col">State</th>
                <th scope="col">Level</th>
                <th scope="col">Refer Name</th>
                <th scope="col">Refer Email</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner) => (
                <tr key={partner.id}>
                  <th scope="row">{partner.fullName}</th>
                  <td>{partner.email}</td>
                  <td>{partner.country}</td>
                  <td>{partner.state}</td>
                  <td>{partner.levelLabel}</td>
                  <td>{partner.referName}</td>
                  <td>{partner.referEmail}</td>
                  <td>
                    <span className="program-status" data-status={partner.status.toLowerCase()}>
                      {partner.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
