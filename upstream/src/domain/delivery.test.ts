import { describe, expect, it } from 'vitest';
import { deliveryZoneFor, isDeliverable } from './delivery.ts';

describe('deliveryZoneFor', () => {
  it('puts metro districts and Delhi in the metro zone', () => {
    expect(deliveryZoneFor({ district: 'Bangalore', stateIso: 'IN-KA', region: 'south' })).toBe('metro');
    expect(deliveryZoneFor({ district: 'Mumbai', stateIso: 'IN-MH', region: 'west' })).toBe('metro');
    expect(deliveryZoneFor({ district: 'South West Delhi', stateIso: 'IN-DL', region: 'north' })).toBe('metro');
  });

  it("uses the warehouse's region for the regional zone", () => {
    expect(deliveryZoneFor({ district: 'Mysore', stateIso: 'IN-KA', region: 'south' })).toBe('regional');
    expect(deliveryZoneFor({ district: 'Mysore', stateIso: 'IN-KA', region: 'south' }, 'west')).toBe('national');
  });

  it('sends the rest of India to national and hills and islands to remote', () => {
    expect(deliveryZoneFor({ district: 'Jaipur', stateIso: 'IN-RJ', region: 'north' })).toBe('national');
    expect(deliveryZoneFor({ district: 'Leh', stateIso: 'IN-LA', region: 'himalaya' })).toBe('remote');
    expect(deliveryZoneFor({ district: 'South Andaman', stateIso: 'IN-AN', region: 'islands' })).toBe('remote');
    expect(deliveryZoneFor({ district: 'Kamrup', stateIso: 'IN-AS', region: 'northeast' })).toBe('remote');
  });
});

describe('isDeliverable', () => {
  it('excludes Lakshadweep, Nicobar and Kargil only', () => {
    expect(isDeliverable({ district: 'Lakshadweep', stateIso: 'IN-LD' })).toBe(false);
    expect(isDeliverable({ district: 'Nicobar', stateIso: 'IN-AN' })).toBe(false);
    expect(isDeliverable({ district: 'Kargil', stateIso: 'IN-LA' })).toBe(false);
    expect(isDeliverable({ district: 'South Andaman', stateIso: 'IN-AN' })).toBe(true);
    expect(isDeliverable({ district: 'Leh', stateIso: 'IN-LA' })).toBe(true);
    expect(isDeliverable({ district: 'Bangalore', stateIso: 'IN-KA' })).toBe(true);
  });
});
