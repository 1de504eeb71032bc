import { describe, expect, it } from 'vitest';
import { serviceCentreTree, type ServiceCentreRow } from './service-centre-tree.ts';

const row = (country: string, state: string, city: string, name: string): ServiceCentreRow => ({
  country,
  state,
  city,
  asp_name: name,
  address: `${name} road`,
  contact_person: 'Ravi',
  mobile_no: '9800000000',
  emailid: 'x@y.in',
});

describe('serviceCentreTree', () => {
  it('groups rows by country, state and city in row order', () => {
    const tree = serviceCentreTree([
      row('India', 'Karnataka', 'Bengaluru', 'A'),
      row('India', 'Karnataka', 'Mysuru', 'B'),
      row('India', 'Karnataka', 'Bengaluru', 'C'),
      row('UAE', 'Dubai', 'Dubai', 'D'),
    ]);
    expect(tree.map((c) => c.countrtname)).toEqual(['India', 'UAE']);
    const karnataka = tree[0]!.service_center_state[0]!;
    expect(karnataka.state).toBe('Karnataka');
    expect(karnataka.service_center_city.map((c) => [c.city, c.service_Center.map((s) => s.asPname)])).toEqual([
      ['Bengaluru', ['A', 'C']],
      ['Mysuru', ['B']],
    ]);
    expect(karnataka.service_center_city[0]!.service_Center[0]).toEqual({
      stateName: 'Karnataka',
      asPname: 'A',
      address: 'A road',
      contactPerson: 'Ravi',
      mobileNo: '9800000000',
      emailid: 'x@y.in',
    });
  });

  it('is empty without rows', () => {
    expect(serviceCentreTree([])).toEqual([]);
  });
});
