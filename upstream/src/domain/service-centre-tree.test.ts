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
  it("names the grouped rows with the spec's field names", () => {
    expect(serviceCentreTree([row('India', 'Karnataka', 'Bengaluru', 'A')])).toEqual([
      {
        countrtname: 'India',
        service_center_state: [
          {
            state: 'Karnataka',
            service_center_city: [
              {
                city: 'Bengaluru',
                service_Center: [
                  {
                    stateName: 'Karnataka',
                    asPname: 'A',
                    address: 'A road',
                    contactPerson: 'Ravi',
                    mobileNo: '9800000000',
                    emailid: 'x@y.in',
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });
});
