// Delivery zones (the shop's own data, seeded into delivery_zones and pincodes): which zone a
// pincode falls in and whether the shop delivers there at all. The estimate text a zone gives is
// @shop/commerce's catalog/delivery.ts.

export type DeliveryZoneCode = 'metro' | 'regional' | 'national' | 'remote';

export interface DeliveryZone {
  id: number;
  code: DeliveryZoneCode;
  name: string;
  minDays: number;
  maxDays: number;
}

/** Transit days after dispatch, per zone (the shop's own data, seeded into delivery_zones). */
export const DELIVERY_ZONES: readonly DeliveryZone[] = [
  { id: 1, code: 'metro', name: 'Metro cities', minDays: 1, maxDays: 3 },
  { id: 2, code: 'regional', name: 'Same region as the warehouse', minDays: 2, maxDays: 4 },
  { id: 3, code: 'national', name: 'Rest of India', minDays: 3, maxDays: 6 },
  { id: 4, code: 'remote', name: 'Remote areas', minDays: 5, maxDays: 9 },
];

/** The warehouse ships from Bengaluru. */
export const WAREHOUSE_REGION = 'south';

/** Districts (as India Post names them) served as metro cities. */
export const METRO_DISTRICTS: ReadonlySet<string> = new Set([
  'Mumbai',
  'Thane',
  'Pune',
  'Bangalore',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Ahmedabad',
  'Gurgaon',
  'Faridabad',
  'Gautam Buddha Nagar',
  'Ghaziabad',
]);
/** States and union territories served as metro in full. */
export const METRO_STATES: ReadonlySet<string> = new Set(['IN-DL', 'IN-CH']);
export const REMOTE_REGIONS: ReadonlySet<string> = new Set(['northeast', 'himalaya', 'islands']);

/** Where the shop does not deliver: whole states, or districts of a state. */
export const NON_DELIVERABLE_STATES: ReadonlySet<string> = new Set(['IN-LD']);
export const NON_DELIVERABLE_DISTRICTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['IN-AN', new Set(['Nicobar'])],
  ['IN-LA', new Set(['Kargil'])],
]);

export interface Place {
  district: string;
  stateIso: string;
  region: string;
}

export function deliveryZoneFor(place: Place, warehouseRegion: string = WAREHOUSE_REGION): DeliveryZoneCode {
  if (REMOTE_REGIONS.has(place.region)) return 'remote';
  if (METRO_STATES.has(place.stateIso) || METRO_DISTRICTS.has(place.district)) return 'metro';
  if (place.region === warehouseRegion) return 'regional';
  return 'national';
}

export function isDeliverable(place: Pick<Place, 'district' | 'stateIso'>): boolean {
  if (NON_DELIVERABLE_STATES.has(place.stateIso)) return false;
  return !(NON_DELIVERABLE_DISTRICTS.get(place.stateIso)?.has(place.district) ?? false);
}
