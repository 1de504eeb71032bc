// Partner levels (spec sections 1, 2, 6 and 9): the codes 1 (Master CP) and 2 (General CP), their
// labels and incentive table titles, and what each level may change in its own incentive table.
import {
  INCENTIVE_TABLE_TITLES,
  PARTNER_LEVEL,
  PARTNER_LEVEL_LABELS,
  type PartnerLevel,
  type PartnerLevelCode,
} from './limits.ts';

/** The level of a code: 1 is Master; anything else is General (the lesser rights). */
export function levelOf(code: number): PartnerLevel {
  return code === PARTNER_LEVEL.MASTER ? 'MASTER' : 'GENERAL';
}

export function levelCode(level: PartnerLevel): PartnerLevelCode {
  return PARTNER_LEVEL[level];
}

export function isPartnerLevelCode(value: unknown): value is PartnerLevelCode {
  return value === PARTNER_LEVEL.MASTER || value === PARTNER_LEVEL.GENERAL;
}

/** 'V5 (Master)' or 'V5 (General)'. */
export function levelLabel(level: PartnerLevel): string {
  return PARTNER_LEVEL_LABELS[level];
}

/** 'Master CP Incentive Table' for level 1, 'General CP Incentive Table' otherwise. */
export function incentiveTableTitle(level: PartnerLevel): string {
  return INCENTIVE_TABLE_TITLES[level];
}

/** The three percentages of an incentive table (txt_v5_1, txt_v5_1_1, txt_discount1). */
export type PercentField = 'masterPercent' | 'generalPercent' | 'clientDiscount';
export const PERCENT_FIELDS: readonly PercentField[] = ['masterPercent', 'generalPercent', 'clientDiscount'];

/** A Master edits the master percent; a General partner's is set by its Master (spec sections 2 and 6). */
export function canEditMasterPercent(level: PartnerLevel): boolean {
  return level === 'MASTER';
}

/**
 * The percentages a level edits in its own table: a Master its master percent and the client
 * discount (the general row is not its own); a General partner its general percent and the client
 * discount.
 */
export function editablePercents(level: PartnerLevel): readonly PercentField[] {
  return level === 'MASTER' ? ['masterPercent', 'clientDiscount'] : ['generalPercent', 'clientDiscount'];
}
