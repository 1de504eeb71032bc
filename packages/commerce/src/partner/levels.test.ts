import { describe, expect, it } from 'vitest';
import {
  canEditMasterPercent,
  editablePercents,
  incentiveTableTitle,
  isPartnerLevelCode,
  levelCode,
  levelLabel,
  levelOf,
} from './levels.ts';

describe('partner levels', () => {
  it('reads 1 as Master and every other code as General', () => {
    expect(levelOf(1)).toBe('MASTER');
    expect(levelOf(2)).toBe('GENERAL');
    expect(levelOf(7)).toBe('GENERAL');
    expect(levelCode('MASTER')).toBe(1);
    expect(levelCode('GENERAL')).toBe(2);
    expect([1, 2, 3, '1'].map(isPartnerLevelCode)).toEqual([true, true, false, false]);
  });

  it("names levels and tables as the spec's screens do", () => {
    expect(levelLabel('MASTER')).toBe('V5 (Master)');
    expect(levelLabel('GENERAL')).toBe('V5 (General)');
    expect(incentiveTableTitle('MASTER')).toBe('Master CP Incentive Table');
    expect(incentiveTableTitle('GENERAL')).toBe('General CP Incentive Table');
  });

  it('lets a Master edit the master percent and a General partner its own', () => {
    expect(canEditMasterPercent('MASTER')).toBe(true);
    expect(canEditMasterPercent('GENERAL')).toBe(false);
    expect(editablePercents('MASTER')).toEqual(['masterPercent', 'clientDiscount']);
    expect(editablePercents('GENERAL')).toEqual(['generalPercent', 'clientDiscount']);
  });
});
