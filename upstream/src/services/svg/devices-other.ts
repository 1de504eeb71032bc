// Drawings of a corporate gift box and of accessories as simple shapes, centred on (0, 0).
import { shade } from './paint.ts';

export function drawGiftBox(color: string): string {
  const dark = shade(color, -0.3);
  const ribbon = '#d8c08f';
  return [
    `<rect x="-130" y="-40" width="260" height="190" rx="8" fill="${color}"/>`,
    `<rect x="-145" y="-85" width="290" height="55" rx="8" fill="${dark}"/>`,
    `<rect x="-18" y="-85" width="36" height="235" fill="${ribbon}"/>`,
    `<rect x="-145" y="-68" width="290" height="20" fill="${ribbon}" fill-opacity="0.9"/>`,
    `<ellipse cx="-42" cy="-105" rx="44" ry="24" fill="none" stroke="${ribbon}" stroke-width="14" transform="rotate(-20 -42 -105)"/>`,
    `<ellipse cx="42" cy="-105" rx="44" ry="24" fill="none" stroke="${ribbon}" stroke-width="14" transform="rotate(20 42 -105)"/>`,
    `<circle cx="0" cy="-90" r="16" fill="${ribbon}"/>`,
  ].join('');
}

export function drawChargingDock(color: string): string {
  const dark = shade(color, -0.3);
  return [
    `<path d="M-140 20 L-140 60 C-140 110 140 110 140 60 L140 20 Z" fill="${dark}"/>`,
    `<ellipse cx="0" cy="20" rx="140" ry="50" fill="${color}"/>`,
    `<ellipse cx="0" cy="14" rx="56" ry="20" fill="${shade(color, -0.2)}"/>`,
    `<path d="M140 70 C210 80 190 150 240 160" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
}

export function drawStrap(color: string): string {
  const dark = shade(color, -0.3);
  const holes = [-10, 20, 50, 80, 110].map((y) => `<circle cx="0" cy="${y}" r="6" fill="${dark}"/>`).join('');
  return [
    `<rect x="-40" y="-170" width="80" height="340" rx="36" fill="${color}"/>`,
    holes,
    `<rect x="-50" y="-120" width="100" height="26" rx="8" fill="none" stroke="#c3c7cc" stroke-width="8"/>`,
  ].join('');
}

export function drawCarryCase(color: string): string {
  const dark = shade(color, -0.3);
  return [
    `<rect x="-150" y="-100" width="300" height="200" rx="90" fill="${color}"/>`,
    `<path d="M-140 0 L140 0" stroke="${dark}" stroke-width="6" stroke-dasharray="10 6"/>`,
    `<rect x="120" y="-12" width="40" height="24" rx="8" fill="#c3c7cc"/>`,
    `<path d="M-150 -40 C-200 -40 -200 40 -150 40" fill="none" stroke="${dark}" stroke-width="10"/>`,
  ].join('');
}

export function drawEarTips(color: string): string {
  return [
    [-110, 28],
    [0, 36],
    [120, 44],
  ]
    .map(
      ([x, r]) =>
        `<path d="M${(x ?? 0) - (r ?? 0)} 20 A${r} ${r} 0 0 1 ${(x ?? 0) + (r ?? 0)} 20 Z" fill="${color}"/><rect x="${(x ?? 0) - 8}" y="20" width="16" height="26" rx="4" fill="${shade(color, -0.35)}"/>`,
    )
    .join('');
}

export function drawEarCushions(color: string): string {
  const inner = shade(color, -0.4);
  return [-85, 85]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="0" rx="72" ry="100" fill="${color}"/><ellipse cx="${x}" cy="0" rx="36" ry="60" fill="${inner}"/>`,
    )
    .join('');
}

export function drawCable(color: string): string {
  return [
    `<path d="M-150 -60 C-60 -160 60 40 -20 60 C-100 80 20 160 150 90" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round"/>`,
    `<rect x="-182" y="-78" width="44" height="26" rx="6" fill="#c3c7cc" transform="rotate(-30 -160 -65)"/>`,
    `<rect x="140" y="78" width="44" height="26" rx="6" fill="#c3c7cc" transform="rotate(-20 162 91)"/>`,
  ].join('');
}
