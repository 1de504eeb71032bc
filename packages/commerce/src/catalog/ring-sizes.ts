// The ring size guide: US ring sizes with their inner diameter and inner circumference in mm
// (the US scale: diameter = 11.63 mm + 0.8128 mm per size, the ISO 8653 circumference is π times
// it), the size that fits a measured circumference, and the figures the printable sizer draws.

/** Inner diameter of US size 0, and the step per whole size, in mm. */
const US_SIZE_ZERO_DIAMETER_MM = 11.63;
const US_SIZE_STEP_MM = 0.8128;

/** The shop's ring sizes, smallest first (the sizes the rings are made in). */
export const RING_SIZES = ['6', '7', '8', '9', '10', '11', '12', '13'] as const;

/** Width of a bank card (ISO/IEC 7810 ID-1): the sizer's print check. */
export const BANK_CARD_WIDTH_MM = 85.6;

export interface RingSizeRow {
  /** The US size as the shop names it ('9'). */
  size: string;
  /** Inner diameter in mm, to one decimal. */
  diameterMm: number;
  /** Inner circumference in mm, to one decimal. */
  circumferenceMm: number;
}

const oneDecimal = (mm: number): number => Math.round(mm * 10) / 10;

/** The row of one US size (whole or half sizes, e.g. '9' or '9.5'); null when not a size. */
export function ringSizeRow(size: string): RingSizeRow | null {
  const us = Number(size.trim());
  if (size.trim() === '' || !Number.isFinite(us) || us < 0 || us > 16) return null;
  const diameter = US_SIZE_ZERO_DIAMETER_MM + US_SIZE_STEP_MM * us;
  return { size: size.trim(), diameterMm: oneDecimal(diameter), circumferenceMm: oneDecimal(Math.PI * diameter) };
}

/** The chart of the given sizes (the sizes a product is offered in), smallest first; others left out. */
export function ringSizeChart(sizes: readonly string[] = RING_SIZES): RingSizeRow[] {
  return sizes
    .map(ringSizeRow)
    .filter((row): row is RingSizeRow => row !== null)
    .sort((a, b) => a.diameterMm - b.diameterMm);
}

export type SizeAdvice =
  | { kind: 'fits'; size: string }
  /** Between two sizes: the larger one is advised (a finger swells during the day and in heat). */
  | { kind: 'between'; smaller: string; larger: string; advised: string }
  | { kind: 'too-small'; smallest: string }
  | { kind: 'too-large'; largest: string };

/** How far from a size's circumference a measurement still counts as that size, in mm. */
export const SIZE_MATCH_TOLERANCE_MM = 0.5;

/** The size for a measured inner circumference in mm, among `sizes`. */
export function adviseRingSize(circumferenceMm: number, sizes: readonly string[] = RING_SIZES): SizeAdvice | null {
  const chart = ringSizeChart(sizes);
  const first = chart[0];
  const last = chart[chart.length - 1];
  if (!first || !last || !Number.isFinite(circumferenceMm)) return null;
  const exact = chart.find((row) => Math.abs(row.circumferenceMm - circumferenceMm) <= SIZE_MATCH_TOLERANCE_MM);
  if (exact) return { kind: 'fits', size: exact.size };
  if (circumferenceMm < first.circumferenceMm) return { kind: 'too-small', smallest: first.size };
  if (circumferenceMm > last.circumferenceMm) return { kind: 'too-large', largest: last.size };
  const larger = chart.find((row) => row.circumferenceMm > circumferenceMm) as RingSizeRow;
  const smaller = chart[chart.indexOf(larger) - 1] as RingSizeRow;
  return { kind: 'between', smaller: smaller.size, larger: larger.size, advised: larger.size };
}

/** The sentence the size guide shows for a piece of advice. */
export function sizeAdviceText(advice: SizeAdvice): string {
  switch (advice.kind) {
    case 'fits':
      return `Your size is ${advice.size}.`;
    case 'between':
      return `You are between sizes ${advice.smaller} and ${advice.larger}: choose ${advice.advised}.`;
    case 'too-small':
      return `That is smaller than our smallest size, ${advice.smallest}. Please measure again.`;
    case 'too-large':
      return `That is larger than our largest size, ${advice.largest}. Please measure again.`;
  }
}

/** The limits of a measurement the guide accepts, in mm (a circumference). */
export const MEASUREMENT_LIMITS_MM = { min: 30, max: 100 } as const;
