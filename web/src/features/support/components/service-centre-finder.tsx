import { useState } from 'react';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import type { ServiceCentreFinder_QueryFragment } from '@/generated/graphql.ts';
import { cascade, choose, type CentreChoice } from '@shop/commerce/support/service-centres';
import './support.css';

type Centre =
  ServiceCentreFinder_QueryFragment['serviceCentres'][number]['states'][number]['cities'][number]['centres'][number];

function CentreCard({ centre }: { centre: Centre }) {
  return (
    <article className="centre-card" aria-label={centre.partnerName}>
      <p className="centre-state">{centre.stateName}</p>
      <h3>{centre.partnerName}</h3>
      <dl>
        <dt>Address</dt>
        <dd>{centre.address}</dd>
        <dt>Contact person</dt>
        <dd>{centre.contactPerson}</dd>
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:${centre.mobile.replace(/[^\d+]/g, '')}`}>{centre.mobile}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${centre.email}`}>{centre.email}</a>
        </dd>
      </dl>
    </article>
  );
}

const NO_CHOICE: CentreChoice = { country: '', state: '', city: '' };

/** Service centres: choose a country, a state and a city, then see the centres there. */
export function ServiceCentreFinder({ data }: { data: ServiceCentreFinder_QueryFragment }) {
  const [choice, setChoice] = useState<CentreChoice>(NO_CHOICE);
  const { states, cities, centres } = cascade(data.serviceCentres, choice);
  const options = (items: ReadonlyArray<{ name: string }>) =>
    items.map((item) => ({ value: item.name, label: item.name }));

  return (
    <div className="centre-finder">
      <div className="support-grid support-grid-3">
        <SelectField
          label="Country"
          name="country"
          placeholder="Select a country"
          options={options(data.serviceCentres)}
          value={choice.country}
          onChange={(event) => setChoice(choose(choice, 'country', event.target.value))}
        />
        <SelectField
          label="State"
          name="state"
          placeholder={choice.country ? 'Select a state' : 'Select a country first'}
          options={options(states)}
          value={choice.state}
          onChange={(event) => setChoice(choose(choice, 'state', event.target.value))}
          disabled={!choice.country}
        />
        <SelectField
          label="City"
          name="city"
          placeholder={choice.state ? 'Select a city' : 'Select a state first'}
          options={options(cities)}
          value={choice.city}
          onChange={(event) => setChoice(choose(choice, 'city', event.target.value))}
          disabled={!choice.state}
        />
      </div>
      <section className="centre-results" aria-label="Service centres" aria-live="polite">
        {!choice.city ? (
          <p className="empty-state">Choose a country, a state and a city to see the service centres there.</p>
        ) : centres.length === 0 ? (
          <p className="empty-state">No service centre in this city yet.</p>
        ) : (
          <ul className="centre-list">
            {centres.map((centre) => (
              <li key={`${centre.partnerName}-${centre.address}`}>
                <CentreCard centre={centre} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
