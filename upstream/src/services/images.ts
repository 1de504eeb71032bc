// Generated SVG pictures: each device drawn by kind in its colour (gallery views differ in angle,
// zoom and background), highlight pictures with a caption, and banners with a name and tagline.
// Only escaped text and validated #rrggbb colours reach the markup; no scripts, no external refs.
// A drawing's version is the hash of its content: served by that version, it is cached for good.
import { createHash } from 'node:crypto';
import { drawEarbuds, drawHeadphones, drawNeckband } from './svg/devices-audio.ts';
import {
  drawCable,
  drawCarryCase,
  drawChargingDock,
  drawEarCushions,
  drawEarTips,
  drawGiftBox,
  drawStrap,
} from './svg/devices-other.ts';
import { drawRing, drawWatch } from './svg/devices-wearables.ts';
import { contrastText, escapeXml, safeColor, shade } from './svg/paint.ts';

export const SVG_CONTENT_TYPE = 'image/svg+xml';
/** Profile pictures and manuals, whose addresses carry no version. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';
/** A picture asked for by its current version (`?v=`, imageVersion): that address never changes. */
export const VERSIONED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A picture asked for without a version or by an old one: kept briefly, its drawing may change. */
export const UNVERSIONED_IMAGE_CACHE_CONTROL = 'public, max-age=300';

/** The version of a drawing: a hash of its content (the gateway adds it to addresses as `?v=`). */
export function imageVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 12);
}

/** The Cache-Control of a picture asked for with `requested` (the `v` of its address, if any). */
export function imageCacheControl(requested: unknown, current: string): string {
  return requested === current ? VERSIONED_IMAGE_CACHE_CONTROL : UNVERSIONED_IMAGE_CACHE_CONTROL;
}

/** The picture of a watch on one of its strap options. */
export const strapImagePath = (strapId: number): string => `/images/straps/${strapId}.svg`;

const DRAWINGS: Record<string, (color: string, strapColor?: string) => string> = {
  ring: drawRing,
  watch: drawWatch,
  earbuds: drawEarbuds,
  headphones: drawHeadphones,
  neckband: drawNeckband,
  'gift-box': drawGiftBox,
  'charging-dock': drawChargingDock,
  strap: drawStrap,
  'carry-case': drawCarryCase,
  'ear-tips': drawEarTips,
  'ear-cushions': drawEarCushions,
  cable: drawCable,
};

/** Banner colours per device kind of a category. */
const ACCENTS: Record<string, string> = {
  ring: '#8a6d3b',
  watch: '#1d2b4f',
  earbuds: '#1f5fa8',
  headphones: '#2b2d33',
  neckband: '#2f5d46',
  'gift-box': '#6d1f2f',
};

interface View {
  rotate: number;
  scale: number;
  background: readonly [string, string];
}

const VIEWS: readonly View[] = [
  { rotate: 0, scale: 1.5, background: ['#f7f7f9', '#e3e5ea'] },
  { rotate: -16, scale: 1.3, background: ['#eef3f8', '#d6e1ed'] },
  { rotate: 14, scale: 1.75, background: ['#f9f4ee', '#eaddcf'] },
  { rotate: -6, scale: 1.15, background: ['#f1f6f2', '#d8e7db'] },
  { rotate: 24, scale: 1.95, background: ['#f5f1f9', '#e0d8ec'] },
];

function device(kind: string, color: string, strapColor?: string): string {
  const draw = DRAWINGS[kind] ?? drawCarryCase;
  return strapColor === undefined ? draw(safeColor(color)) : draw(safeColor(color), safeColor(strapColor));
}

function document(width: number, height: number, label: string, body: string): string {
  const title = escapeXml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`;
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export interface PictureInput {
  kind: string;
  productName: string;
  model: string;
  colorName: string;
  colorCode: string;
  /** 1-based view number. */
  view: number;
  /** A watch's strap, when it is not the strap of the case's colour. */
  strap?: { name: string; code: string };
}

export function renderProductPicture(p: PictureInput): string {
  const v = VIEWS[(Math.max(1, p.view) - 1) % VIEWS.length] as View;
  const body = [
    `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${v.background[0]}"/><stop offset="1" stop-color="${v.background[1]}"/></radialGradient></defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/>`,
    `<ellipse cx="400" cy="${650 + v.scale * 10}" rx="${150 * v.scale}" ry="24" fill="#000000" fill-opacity="0.08"/>`,
    `<g transform="translate(400 400) rotate(${v.rotate}) scale(${v.scale})">${device(p.kind, p.colorCode, p.strap?.code)}</g>`,
    `<text x="40" y="760" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#5f6368">${escapeXml(`${p.model} · ${p.colorName}${p.strap ? ` · ${p.strap.name} strap` : ''}`)}</text>`,
  ].join('');
  const strap = p.strap ? ` with a ${p.strap.name} strap` : '';
  return document(800, 800, `${p.productName} in ${p.colorName}${strap}, view ${p.view}`, body);
}

export interface HighlightInput extends PictureInput {
  caption: string;
}

export function renderHighlightPicture(p: HighlightInput): string {
  const base = safeColor(p.colorCode);
  const panel = shade(base, p.view % 2 === 0 ? -0.55 : 0.82);
  const ink = contrastText(panel);
  const lines = wrap(p.caption, 18, 3)
    .map(
      (line, i) =>
        `<text x="620" y="${300 + i * 64}" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const body = [
    `<rect width="1200" height="675" fill="${panel}"/>`,
    `<circle cx="320" cy="338" r="250" fill="${shade(base, 0.5)}" fill-opacity="0.35"/>`,
    `<g transform="translate(320 338) rotate(${p.view * 7 - 10}) scale(1.45)">${device(p.kind, base)}</g>`,
    lines,
    `<text x="620" y="520" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="${ink}" fill-opacity="0.75">${escapeXml(`${p.productName} · ${p.colorName}`)}</text>`,
  ].join('');
  return document(1200, 675, `${p.productName}: ${p.caption}`, body);
}

export interface BannerInput {
  kind: string;
  /** Small label above the headline (category name). */
  label: string;
  headline: string;
  tagline: string;
  /** Device colour; the kind's accent when absent. */
  colorCode?: string | null;
  variant: number;
}

export function renderBanner(b: BannerInput): string {
  const accent = ACCENTS[b.kind] ?? '#2b2d33';
  const deviceColor = safeColor(b.colorCode ?? shade(accent, 0.35));
  const from = shade(accent, -0.45);
  const to = shade(accent, 0.15 + (b.variant % 3) * 0.1);
  const headline = wrap(b.headline, 26, 2)
    .map(
      (line, i) =>
        `<text x="90" y="${230 + i * 78}" font-family="Helvetica, Arial, sans-serif" font-size="68" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="1600" height="500" fill="url(#bg)"/>`,
    `<circle cx="1230" cy="250" r="${210 + (b.variant % 3) * 15}" fill="#ffffff" fill-opacity="0.12"/>`,
    `<text x="90" y="140" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="4" fill="#ffffff" fill-opacity="0.8">${escapeXml(b.label.toUpperCase())}</text>`,
    headline,
    `<text x="90" y="400" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#ffffff" fill-opacity="0.9">${escapeXml(b.tagline)}</text>`,
    `<g transform="translate(1230 260) rotate(${(b.variant % 2 === 0 ? 1 : -1) * 10}) scale(1.2)">${device(b.kind, deviceColor)}</g>`,
  ].join('');
  return document(1600, 500, `${b.label}: ${b.headline}`, body);
}
