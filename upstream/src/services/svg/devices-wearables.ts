// Drawings of wearables, centred on (0, 0) within about ±170 units: a ring and a watch.
import { shade } from './paint.ts';

export function drawRing(color: string): string {
  const dark = shade(color, -0.35);
  const light = shade(color, 0.45);
  return [
    // the back of the band, seen through the opening
    `<ellipse cx="0" cy="22" rx="128" ry="74" fill="none" stroke="${dark}" stroke-width="30"/>`,
    // the band's thickness between back and front rims
    `<path d="M-128 0 L-128 22 M128 0 L128 22" stroke="${dark}" stroke-width="30" stroke-linecap="round"/>`,
    `<ellipse cx="0" cy="0" rx="128" ry="74" fill="none" stroke="${color}" stroke-width="30"/>`,
    `<ellipse cx="0" cy="-4" rx="128" ry="74" fill="none" stroke="${light}" stroke-width="5" stroke-opacity="0.7"/>`,
    // sensor bumps on the inside
    `<rect x="-22" y="58" width="44" height="12" rx="6" fill="${shade(color, -0.6)}"/>`,
    `<circle cx="-40" cy="60" r="4" fill="#3ddc84" fill-opacity="0.8"/>`,
  ].join('');
}

/** A watch whose case is `color`, on a strap of `strapColor` (the case colour when not given). */
export function drawWatch(color: string, strapColor: string = color): string {
  const strap = strapColor;
  const strapDark = shade(strapColor, -0.3);
  const bezel = shade(color, -0.45);
  return [
    `<rect x="-55" y="-175" width="110" height="110" rx="18" fill="${strap}"/>`,
    `<rect x="-55" y="65" width="110" height="115" rx="18" fill="${strap}"/>`,
    `<g fill="${strapDark}">${[95, 120, 145].map((y) => `<circle cx="0" cy="${y}" r="6"/>`).join('')}</g>`,
    `<rect x="-88" y="-100" width="176" height="200" rx="46" fill="${bezel}"/>`,
    `<rect x="92" y="-28" width="14" height="40" rx="6" fill="${bezel}"/>`,
    `<rect x="-74" y="-86" width="148" height="172" rx="36" fill="#101114"/>`,
    `<circle cx="0" cy="-6" r="50" fill="none" stroke="#2a2c31" stroke-width="10"/>`,
    `<path d="M0 -56 A50 50 0 1 1 -47 11" fill="none" stroke="#3ddc84" stroke-width="10" stroke-linecap="round"/>`,
    `<text x="0" y="2" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">10:09</text>`,
    `<text x="0" y="68" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="#9aa0a6">8,432 steps</text>`,
  ].join('');
}
