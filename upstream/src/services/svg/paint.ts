// Small helpers for generated SVG: escaping, colour validation and shading.
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colour if it is a #rrggbb code, else a neutral grey: nothing else reaches an attribute. */
export function safeColor(code: string): string {
  return HEX.test(code) ? code.toLowerCase() : '#888888';
}

function channels(hex: string): [number, number, number] {
  const v = parseInt(safeColor(hex).slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return toHex(channels(hex).map((c) => c + (target - c) * t) as [number, number, number]);
}

/** Relative luminance in [0, 1], to pick a readable text colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastText(background: string): string {
  return luminance(background) > 0.55 ? '#1b1b1f' : '#ffffff';
}
