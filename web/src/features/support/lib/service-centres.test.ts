import { describe, expect, it } from 'vitest';
import { cascade, choose } from './service-centres.ts';

const tree = [
  {
    name: 'India',
    states: [
      {
        name: 'Karnataka',
        cities: [
          { name: 'Bengaluru', centres: [{ partnerName: 'A' }, { partnerName: 'B' }] },
          { name: 'Mysuru', centres: [{ partnerName: 'C' }] },
        ],
      },
      { name: 'Kerala', cities: [{ name: 'Kochi', centres: [{ partnerName: 'D' }] }] },
    ],
  },
  { name: 'Sri Lanka', states: [{ name: 'Western', cities: [{ name: 'Colombo', centres: [{ partnerName: 'E' }] }] }] },
];

describe('cascade', () => {
  it('offers nothing below an unchosen level', () => {
    expect(cascade(tree, { country: '', state: '', city: '' })).toEqual({ states: [], cities: [], centres: [] });
  });
  it('narrows level by level', () => {
    const india = cascade(tree, { country: 'India', state: '', city: '' });
    expect(india.states.map((s) => s.name)).toEqual(['Karnataka', 'Kerala']);
    expect(india.cities).toEqual([]);
    const karnataka = cascade(tree, { country: 'India', state: 'Karnataka', city: '' });
    expect(karnataka.cities.map((c) => c.name)).toEqual(['Bengaluru', 'Mysuru']);
    expect(
      cascade(tree, { country: 'India', state: 'Karnataka', city: 'Bengaluru' }).centres.map((c) => c.partnerName),
    ).toEqual(['A', 'B']);
  });
  it('finds nothing for a state of another country', () => {
    expect(cascade(tree, { country: 'Sri Lanka', state: 'Karnataka', city: 'Bengaluru' }).centres).toEqual([]);
  });
});

describe('choose', () => {
  const full = { country: 'India', state: 'Karnataka', city: 'Bengaluru' };
  it('clears the levels below the one changed', () => {
    expect(choose(full, 'country', 'Sri Lanka')).toEqual({ country: 'Sri Lanka', state: '', city: '' });
    expect(choose(full, 'state', 'Kerala')).toEqual({ country: 'India', state: 'Kerala', city: '' });
    expect(choose(full, 'city', 'Mysuru')).toEqual({ country: 'India', state: 'Karnataka', city: 'Mysuru' });
  });
});
