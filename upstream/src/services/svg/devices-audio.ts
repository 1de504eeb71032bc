// Drawings of audio devices, centred on (0, 0): earbuds in an open case, over-ear headphones and a
// neckband with earphones.
import { shade } from './paint.ts';

function bud(x: number, y: number, color: string, flip: boolean): string {
  const s = flip ? -1 : 1;
  return [
    `<rect x="${x - 11}" y="${y}" width="22" height="62" rx="11" fill="${color}"/>`,
    `<circle cx="${x}" cy="${y}" r="26" fill="${color}"/>`,
    `<circle cx="${x + s * 10}" cy="${y - 6}" r="10" fill="${shade(color, -0.35)}"/>`,
  ].join('');
}

export function drawEarbuds(color: string): string {
  const dark = shade(color, -0.25);
  const inside = shade(color, -0.5);
  return [
    // the open lid, tilted back
    `<path d="M-120 -10 C-120 -110 120 -110 120 -10 Z" fill="${dark}" transform="rotate(-8)"/>`,
    // the case body
    `<path d="M-125 -10 L125 -10 L125 40 C125 120 -125 120 -125 40 Z" fill="${color}"/>`,
    `<rect x="-112" y="-16" width="224" height="22" rx="11" fill="${inside}"/>`,
    bud(-45, -58, shade(color, 0.1), false),
    bud(45, -58, shade(color, 0.1), true),
    `<circle cx="0" cy="62" r="5" fill="#3ddc84"/>`,
  ].join('');
}

export function drawHeadphones(color: string): string {
  const dark = shade(color, -0.35);
  const cushion = shade(color, -0.55);
  return [
    `<path d="M-120 10 C-120 -190 120 -190 120 10" fill="none" stroke="${color}" stroke-width="26" stroke-linecap="round"/>`,
    `<path d="M-104 -40 C-96 -160 96 -160 104 -40" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="-134" y="-30" width="20" height="50" rx="8" fill="${dark}"/>`,
    `<rect x="114" y="-30" width="20" height="50" rx="8" fill="${dark}"/>`,
    `<ellipse cx="-128" cy="60" rx="48" ry="72" fill="${color}"/>`,
    `<ellipse cx="128" cy="60" rx="48" ry="72" fill="${color}"/>`,
    `<ellipse cx="-108" cy="60" rx="26" ry="58" fill="${cushion}"/>`,
    `<ellipse cx="108" cy="60" rx="26" ry="58" fill="${cushion}"/>`,
  ].join('');
}

export function drawNeckband(color: string): string {
  const dark = shade(color, -0.35);
  return [
    `<path d="M-130 -80 C-150 90 150 90 130 -80" fill="none" stroke="${color}" stroke-width="28" stroke-linecap="round"/>`,
    `<rect x="-150" y="-130" width="40" height="90" rx="20" fill="${dark}"/>`,
    `<rect x="110" y="-130" width="40" height="90" rx="20" fill="${dark}"/>`,
    `<path d="M-130 -130 C-120 -170 -70 -150 -60 -120" fill="none" stroke="${dark}" stroke-width="5"/>`,
    `<path d="M130 -130 C120 -170 70 -150 60 -120" fill="none" stroke="${dark}" stroke-width="5"/>`,
    `<circle cx="-56" cy="-108" r="20" fill="${color}"/>`,
    `<circle cx="56" cy="-108" r="20" fill="${color}"/>`,
    `<circle cx="-56" cy="-108" r="8" fill="${dark}"/>`,
    `<circle cx="56" cy="-108" r="8" fill="${dark}"/>`,
  ].join('');
}
