// The shared colour palette (so the colour filter spans products and categories) and the
// lifestyle tags of the category filter.
export const PALETTE = {
  'Midnight Black': '#1b1b1f',
  'Arctic White': '#f2f2ef',
  'Graphite Grey': '#4a4d52',
  Silver: '#c3c7cc',
  'Rose Gold': '#d4a59a',
  'Champagne Gold': '#d8c08f',
  'Ocean Blue': '#1f5fa8',
  'Navy Blue': '#1d2b4f',
  'Forest Green': '#2f5d46',
  'Mint Green': '#9fd8c4',
  'Coral Red': '#e05a47',
  'Sunset Orange': '#f08a2c',
  Lavender: '#b8a6d9',
  'Sand Beige': '#d9c7a7',
  Burgundy: '#6d1f2f',
} as const;

export type ColorName = keyof typeof PALETTE;

/** Strap colours offered with every watch, besides the strap matching the case. */
export const STRAP_COLORS: readonly ColorName[] = [
  'Midnight Black',
  'Navy Blue',
  'Forest Green',
  'Coral Red',
  'Sand Beige',
  'Lavender',
];

export const LIFESTYLES = [
  'Fitness',
  'Sleep',
  'Travel',
  'Work',
  'Music',
  'Gaming',
  'Outdoor',
  'Swim',
  'Wellness',
  'Gifting',
] as const;

export type Lifestyle = (typeof LIFESTYLES)[number];

export function lifestyleId(name: Lifestyle): number {
  return LIFESTYLES.indexOf(name) + 1;
}
