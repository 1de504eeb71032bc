// Service centres as the spec's client reads them: the tree of @shop/commerce/support/service-centres
// (country > state > city > centres, in row order) under the spec's field names (countrtname,
// service_center_state, service_center_city, service_Center).
import { groupServiceCentres } from '@shop/commerce/support/service-centres';

export interface ServiceCentreRow {
  country: string;
  state: string;
  city: string;
  asp_name: string;
  address: string;
  contact_person: string;
  mobile_no: string;
  emailid: string;
}

export interface ServiceCentreEntry {
  stateName: string;
  asPname: string;
  address: string;
  contactPerson: string;
  mobileNo: string;
  emailid: string;
}

export interface ServiceCentreCountry {
  countrtname: string;
  service_center_state: Array<{
    state: string;
    service_center_city: Array<{ city: string; service_Center: ServiceCentreEntry[] }>;
  }>;
}

export function serviceCentreTree(rows: readonly ServiceCentreRow[]): ServiceCentreCountry[] {
  const tree = groupServiceCentres(
    rows.map((row) => ({
      country: row.country,
      state: row.state,
      city: row.city,
      centre: {
        stateName: row.state,
        partnerName: row.asp_name,
        address: row.address,
        contactPerson: row.contact_person,
        mobile: row.mobile_no,
        email: row.emailid,
      },
    })),
  );
  return tree.map((country) => ({
    countrtname: country.name,
    service_center_state: country.states.map((state) => ({
      state: state.name,
      service_center_city: state.cities.map((city) => ({
        city: city.name,
        service_Center: city.centres.map((centre) => ({
          stateName: centre.stateName,
          asPname: centre.partnerName,
          address: centre.address,
          contactPerson: centre.contactPerson,
          mobileNo: centre.mobile,
          emailid: centre.email,
        })),
      })),
    })),
  }));
}
