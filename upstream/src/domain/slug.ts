// The storefront's slug rule (spec section 2): lowercase, ' - ' and spaces turned into hyphens.
// Used for category slugs, product name slugs and model slugs alike.
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/ - /g, '-').replace(/\s+/g, '-');
}
