// The service centre cascade (spec section 2): country, then state, then city, then the centres.
// Pure and tested beside.

type Centre = { partnerName: string };
type City = { name: string; centres: readonly Centre[] };
type State = { name: string; cities: readonly City[] };
type Country = { name: string; states: readonly State[] };

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
