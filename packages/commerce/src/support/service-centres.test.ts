import { describe, expect, it } from 'vitest';
import { cascade, choose, groupServiceCentres, type PlacedServiceCentre } from './service-centres.ts';

const centre = (country: string, state: string, city: string, name: string): PlacedServiceCentre => ({
  country,
  state,
  city,
  centre: {
    stateName: state,
    partnerName: name,
    address: `${name} road`,
    contactPerson: 'Ravi',
    mobile: '9800000000',
    email: 'x@y.in',
  },
});

const tree = groupServiceCentres([
  centre('India', 'Karnataka', 'Bengaluru', 'A'),
  centre('India', 'Karnataka', 'Mysuru', 'C'),
  centre('India', 'Karnataka', 'Bengaluru', 'B'),
  centre('India', 'Kerala', 'Kochi', 'D'),
  centre('Sri Lanka', 'Western', 'Colombo', 'E'),
]);

describe('groupServiceCentres', () => {
  it('groups by country, state and city in the order the centres come', () => {
    expect(tree.map((c) => c.name)).toEqual(['India', 'Sri Lanka']);
    const karnataka = tree[0]!.states[0]!;
    expect(karnataka.cities.map((c) => [c.name, c.centres.map((s) => s.partnerName)])).toEqual([
      ['Bengaluru', ['A', 'B']],
      ['Mysuru', ['C']],
    ]);
    expect(karnataka.cities[0]!.centres[0]).toEqual({
      stateName: 'Karnataka',
      partnerName: 'A',
      address: 'A road',
      contactPerson: 'Ravi',
      mobile: '9800000000',
      email: 'x@y.in',
    });
    expect(groupServiceCentres([])).toEqual([]);
  });
});

describe('cascade', () => {
  it('offers nothing below an unchosen level, and narrows level by level', () => {
    expect(cascade(tree, { country: '', state: '', city: '' })).toEqual({ states: [], cities: [], centres: [] });
    const india = cascade(tree, { country: 'India', state: '', city: '' });
    expect(india.states.map((s) => s.name)).toEqual(['Karnataka', 'Kerala']);
    expect(india.cities).toEqual([]);
    expect(cascade(tree, { country: 'India', state: 'Karnataka', city: '' }).cities.map((c) => c.name)).toEqual([
      'Bengaluru',
      'Mysuru',
    ]);
    expect(
      cascade(tree, { country: 'India', state: 'Karnataka', city: 'Bengaluru' }).centres.map((c) => c.partnerName),
    ).toEqual(['A', 'B']);
  });

  it('finds nothing for a state of another country', () => {
    expect(cascade(tree, { country: 'Sri Lanka', state: 'Karnataka', city: 'Bengaluru' }).centres).toEqual([]);
  });
});

describe('choose', () => {
  it('clears the levels below the one changed', () => {
    const full = { country: 'India', state: 'Karnataka', city: 'Bengaluru' };
    expect(choose(full, 'country', 'Sri Lanka')).toEqual({ country: 'Sri Lanka', state: '', city: '' });
    expect(choose(full, 'state', 'Kerala')).toEqual({ country: 'India', state: 'Kerala', city: '' });
    expect(choose(full, 'city', 'Mysuru')).toEqual({ country: 'India', state: 'Karnataka', city: 'Mysuru' });
  });
});
