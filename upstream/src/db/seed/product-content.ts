// HTML text of a product (short description, background info) and its SEO, built from its
// definition. Everything interpolated is escaped.
import { SHOP_NAME } from '@shop/commerce/company';
import type { DeviceKind, ProductDef } from './product-def.ts';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const IN_THE_BOX: Record<DeviceKind, readonly string[]> = {
  ring: ['Smart ring', 'Magnetic charging dock', 'USB-C cable', 'Quick start guide'],
  watch: ['Smartwatch with strap', 'Magnetic charger', 'Quick start guide', 'Warranty card'],
  earbuds: ['Earbuds', 'Charging case', 'Ear tips (S, M, L)', 'USB-C cable'],
  headphones: ['Headphones', 'Carry pouch', '3.5 mm audio cable', 'USB-C cable'],
  neckband: ['Neckband earphones', 'Ear tips (S, M, L)', 'USB-C cable'],
  'gift-box': ['Curated products', 'Branded gift box', 'Greeting card'],
  'charging-dock': ['Charging dock', 'USB-C cable'],
  strap: ['Strap with quick-release pins'],
  'carry-case': ['Carry case'],
  'ear-tips': ['Three pairs of ear tips'],
  'ear-cushions': ['Pair of ear cushions'],
  cable: ['Cable'],
};

const CARE: Record<string, string> = {
  wearable:
    'Rinse with fresh water after a swim or workout and dry with a soft cloth. Charge with the supplied dock only.',
  audio: 'Keep the charging contacts clean and dry. Store in the case when not in use to protect the drivers.',
  gift: 'Every box ships with a GST invoice. Branding proofs are shared for approval before dispatch.',
  accessory: 'Compatible with the products listed on the main product page.',
};

function careKey(kind: DeviceKind): string {
  if (kind === 'ring' || kind === 'watch') return 'wearable';
  if (kind === 'earbuds' || kind === 'headphones' || kind === 'neckband') return 'audio';
  return kind === 'gift-box' ? 'gift' : 'accessory';
}

export function shortDescriptionHtml(def: ProductDef): string {
  return `<p>${escapeHtml(def.summary)}</p>`;
}

export function backgroundHtml(def: ProductDef): string {
  const features = def.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  const box = IN_THE_BOX[def.kind].map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return [
    `<h3>About ${escapeHtml(def.name)}</h3>`,
    `<p>${escapeHtml(def.summary)}</p>`,
    `<h3>Highlights</h3><ul>${features}</ul>`,
    `<h3>In the box</h3><ul>${box}</ul>`,
    `<h3>Care</h3><p>${escapeHtml(CARE[careKey(def.kind)] ?? '')}</p>`,
  ].join('');
}

export function productSeo(
  def: ProductDef,
  categoryName: string,
): { title: string; description: string; keywords: string } {
  return {
    title: `${def.name} (${def.model}) - Buy Online at the Best Price in India | ${SHOP_NAME}`,
    description: `${def.summary} Model ${def.model}. Free shipping and 7 days replacement.`,
    keywords: [def.name, def.model, categoryName, ...def.lifestyles].map((k) => k.toLowerCase()).join(', '),
  };
}
