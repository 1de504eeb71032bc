// The storefront's slug rule (storefront spec section 2): lowercase, ' - ' and spaces turned into
// hyphens. A run of spaces (around a hyphen or not) is one hyphen. Category, product name and model
// slugs alike.
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+-\s+/g, '-')
    .replace(/\s+/g, '-');
}
