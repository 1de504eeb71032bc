// The service centre list (storefront spec sections 2 and 3): centres grouped country > state >
// city in the order they come, and the screen's cascade of selects (country, then state, then
// city, then the centres), where a new choice at one level clears the levels below it.

export interface ServiceCentre {
  stateName: string;
  partnerName: string;
  address: string;
  contactPerson: string;
  mobile: string;
  email: string;
}

export interface ServiceCentreCity {
  name: string;
  centres: ServiceCentre[];
}
export interface ServiceCentreState {
  name: string;
  cities: ServiceCentreCity[];
}
export interface ServiceCentreCountry {
  name: string;
  states: ServiceCentreState[];
}

/** One centre with the place it stands. */
export interface PlacedServiceCentre {
  country: string;
  state: string;
  city: string;
  centre: ServiceCentre;
}

function findOrAdd<T extends { name: string }>(list: T[], name: string, make: () => T): T {
  const found = list.find((item) => item.name === name);
  if (found) return found;
  const made = make();
  list.push(made);
  return made;
}

/** Centres grouped by country, state and city, each level in the order of its first centre. */
export function groupServiceCentres(rows: readonly PlacedServiceCentre[]): ServiceCentreCountry[] {
  const tree: ServiceCentreCountry[] = [];
  for (const row of rows) {
    const country = findOrAdd(tree, row.country, () => ({ name: row.country, states: [] }));
    const state = findOrAdd(country.states, row.state, () => ({ name: row.state, cities: [] }));
    const city = findOrAdd(state.cities, row.city, () => ({ name: row.city, centres: [] }));
    city.centres.push(row.centre);
  }
  return tree;
}

/** Any tree of that shape (the web's query result, say). */
type Country = {
  name: string;
  states: ReadonlyArray<{ name: string; cities: ReadonlyArray<{ name: string; centres: readonly unknown[] }> }>;
};

export type CentreChoice = { country: string; state: string; city: string };

export type CentreCascade<C extends Country> = {
  states: C['states'];
  cities: C['states'][number]['cities'];
  centres: C['states'][number]['cities'][number]['centres'];
};

/** The states of the chosen country, the cities of the chosen state and the centres of the chosen city. */
export function cascade<C extends Country>(countries: readonly C[], choice: CentreChoice): CentreCascade<C> {
  const country = countries.find((c) => c.name === choice.country);
  const state = country?.states.find((s) => s.name === choice.state);
  const city = state?.cities.find((c) => c.name === choice.city);
  return { states: country?.states ?? [], cities: state?.cities ?? [], centres: city?.centres ?? [] };
}

/** A new choice at one level clears the levels below it. */
export function choose(current: CentreChoice, level: keyof CentreChoice, value: string): CentreChoice {
  if (level === 'country') return { country: value, state: '', city: '' };
  if (level === 'state') return { ...current, state: value, city: '' };
  return { ...current, city: value };
}
