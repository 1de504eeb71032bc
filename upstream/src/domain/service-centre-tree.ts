// Service centres as the spec's tree: country > state > city > centres (countrtname,
// service_center_state, service_center_city, service_Center), keeping the order of the rows.

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

function findOrAdd<T>(list: T[], match: (item: T) => boolean, make: () => T): T {
  const found = list.find(match);
  if (found) return found;
  const made = make();
  list.push(made);
  return made;
}

export function serviceCentreTree(rows: readonly ServiceCentreRow[]): ServiceCentreCountry[] {
  const tree: ServiceCentreCountry[] = [];
  for (const row of rows) {
    const country = findOrAdd(
      tree,
      (c) => c.countrtname === row.country,
      () => ({ countrtname: row.country, service_center_state: [] }),
    );
    const state = findOrAdd(
      country.service_center_state,
      (s) => s.state === row.state,
      () => ({ state: row.state, service_center_city: [] }),
    );
    const city = findOrAdd(
      state.service_center_city,
      (c) => c.city === row.city,
      () => ({ city: row.city, service_Center: [] }),
    );
    city.service_Center.push({
      stateName: row.state,
      asPname: row.asp_name,
      address: row.address,
      contactPerson: row.contact_person,
      mobileNo: row.mobile_no,
      emailid: row.emailid,
    });
  }
  return tree;
}
