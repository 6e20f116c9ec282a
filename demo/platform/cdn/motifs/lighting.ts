// Lighting motifs: one function per product, drawn on the ground line y = 600 (see paint.ts).
import { FLAME, GLASS, GLOW, WOOD, WOOD_DARK, type Paint } from './paint.ts';

const IVORY = '#f4eddd';

function drawFlame(x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y - 26}" r="46" fill="${GLOW}" opacity=".55"/>` +
    `<path d="M${x} ${y}q-20-28 0-64q20 36 0 64z" fill="${FLAME}"/><path d="M${x} ${y - 4}q-8-12 0-28q8 16 0 28z" fill="#fff6d8"/>`
  );
}

export function drawPendant(p: Paint): string {
  const pleats = [0, 1, 2, 3, 4]
    .map((i) => `M${338 + i * 31} 236L${226 + i * 87} 440h44L${353 + i * 31} 236z`)
    .join('');
  return (
    `<path d="M400 0v224" stroke="#3a3632" stroke-width="4"/><rect x="384" y="216" width="32" height="24" rx="4" fill="#3a3632"/>` +
    `<ellipse cx="400" cy="604" rx="210" ry="30" fill="${GLOW}" opacity=".7"/>` +
    `<path d="M336 236h128l118 204H218z" fill="${p.base}"/><path d="${pleats}" fill="${p.dark}" opacity=".35"/>` +
    `<ellipse cx="400" cy="440" rx="182" ry="20" fill="${GLOW}"/><circle cx="400" cy="450" r="24" fill="#fff8e2"/>`
  );
}

function drawTaper(x: number, top: number, fill: string, edge: string): string {
  return (
    `<rect x="${x - 24}" y="${top}" width="48" height="${584 - top}" rx="8" fill="${fill}"/>` +
    `<path d="M${x - 14} ${top + 20}v${540 - top}" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".35"/>` +
    `<path d="M${x + 24} ${top + 10}q-8 24 0 40" fill="none" stroke="${edge}" stroke-width="6" stroke-linecap="round" opacity=".5"/>` +
    `<path d="M${x} ${top}v-12" stroke="#3a3632" stroke-width="4"/>${drawFlame(x, top - 10)}`
  );
}

export function drawCandles(p: Paint): string {
  return (
    `<rect x="270" y="578" width="260" height="22" rx="10" fill="${WOOD}"/>` +
    `${drawTaper(350, 250, p.base, p.dark)}${drawTaper(450, 300, p.light, p.base)}`
  );
}

export function drawCandleHolder(p: Paint): string {
  return (
    `<ellipse cx="400" cy="588" rx="150" ry="14" fill="${p.dark}"/><ellipse cx="400" cy="578" rx="150" ry="22" fill="${p.base}"/>` +
    `<ellipse cx="400" cy="574" rx="120" ry="14" fill="${p.dark}" opacity=".4"/>` +
    `<path d="M386 574V452h28v122z" fill="${p.base}"/><ellipse cx="400" cy="500" rx="26" ry="12" fill="${p.light}"/>` +
    `<rect x="378" y="240" width="44" height="196" rx="6" fill="${IVORY}"/><path d="M388 256v170" stroke="#fff" stroke-width="8" opacity=".6"/>` +
    `<path d="M364 432h72l-8 24h-56z" fill="${p.light}"/>` +
    `<path d="M400 240v-12" stroke="#3a3632" stroke-width="4"/>${drawFlame(400, 230)}`
  );
}

export function drawReadingLamp(p: Paint): string {
  return (
    `<path d="M470 390L360 600h300z" fill="${GLOW}" opacity=".4"/>` +
    `<ellipse cx="320" cy="588" rx="90" ry="16" fill="${WOOD_DARK}"/><rect x="230" y="568" width="180" height="22" rx="11" fill="${WOOD}"/>` +
    `<path d="M320 572L276 360L468 262" fill="none" stroke="${WOOD}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="276" cy="360" r="14" fill="${WOOD_DARK}"/><circle cx="468" cy="262" r="12" fill="${WOOD_DARK}"/>` +
    `<g transform="translate(492 292) rotate(-28)"><path d="M-44 -20h88l56 124H-100z" fill="${p.base}"/>` +
    `<ellipse cx="0" cy="104" rx="100" ry="16" fill="${GLOW}"/><path d="M-34 -6l-44 96" stroke="${p.pale}" stroke-width="10" stroke-linecap="round" opacity=".5"/></g>`
  );
}

export function drawLantern(p: Paint): string {
  return (
    `<path d="M338 256q62-110 124 0" fill="none" stroke="${p.deep}" stroke-width="8"/>` +
    `<path d="M320 292h160l-34-42h-92z" fill="${p.base}"/><rect x="374" y="240" width="52" height="14" rx="7" fill="${p.dark}"/>` +
    `<rect x="322" y="292" width="156" height="256" fill="${GLASS}" opacity=".7"/>` +
    `<rect x="380" y="446" width="40" height="92" rx="4" fill="${IVORY}"/><path d="M400 446v-10" stroke="#3a3632" stroke-width="3"/>${drawFlame(400, 438)}` +
    `<path d="M326 292v256M474 292v256M400 292v40" stroke="${p.base}" stroke-width="10"/>` +
    `<path d="M344 310v200" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".7"/>` +
    `<rect x="306" y="544" width="188" height="44" rx="8" fill="${p.base}"/><path d="M320 588h30v12h-30zM450 588h30v12h-30z" fill="${p.dark}"/>`
  );
}
