// Product pictures as SVG, drawn from a small palette chosen per product and a motif per category. Three views:
// the object, a closer angle, and a detail of its surface.
import { escapeHtml } from '../checkout/html.ts';

const PALETTES = [
  ['#e9e4da', '#c9b79c', '#6f7d5c', '#3e4a3d'],
  ['#efe6e1', '#d8a48f', '#a0523d', '#4a2c25'],
  ['#e3e9ec', '#9bb4c0', '#46697a', '#22343d'],
  ['#f1ece2', '#e0c36f', '#b38a2e', '#4d3b17'],
  ['#e8e6ef', '#b3a9cc', '#6c5f8d', '#2f2940'],
  ['#e4ece6', '#a9c8b4', '#4f8a6a', '#23402f'],
] as const;

export type Motif = 'vessel' | 'textile' | 'paper' | 'light';

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function vessel(c: readonly string[], wide: boolean): string {
  const w = wide ? 420 : 300;
  const x = 400 - w / 2;
  return `<path d="M${x} 300 h${w} v220 a90 90 0 0 1 -90 90 h-${w - 180} a90 90 0 0 1 -90 -90 z" fill="${c[2]}"/>`
    + `<ellipse cx="400" cy="300" rx="${w / 2}" ry="34" fill="${c[3]}"/><ellipse cx="400" cy="300" rx="${w / 2 - 14}" ry="24" fill="${c[1]}"/>`
    + (wide ? '' : `<path d="M${x + w} 370 a70 70 0 0 1 0 140" fill="none" stroke="${c[2]}" stroke-width="26"/>`);
}

function textile(c: readonly string[]): string {
  return [0, 1, 2].map((i) => `<rect x="${210 + i * 14}" y="${470 - i * 90}" width="${380 - i * 28}" height="84" rx="18" fill="${c[i + 1]}"/>`
    + `<path d="M${240 + i * 14} ${512 - i * 90} h${320 - i * 28}" stroke="${c[0]}" stroke-width="6" stroke-dasharray="14 12"/>`).join('');
}

function paper(c: readonly string[]): string {
  const lines = [0, 1, 2, 3, 4, 5].map((i) => `<path d="M330 ${290 + i * 46} h190" stroke="${c[1]}" stroke-width="8" stroke-linecap="round"/>`).join('');
  return `<rect x="260" y="200" width="300" height="400" rx="14" fill="${c[3]}"/><rect x="290" y="200" width="270" height="400" rx="10" fill="${c[0]}"/>${lines}`
    + `<rect x="500" y="200" width="18" height="400" fill="${c[2]}"/>`;
}

function light(c: readonly string[]): string {
  return `<circle cx="400" cy="360" r="170" fill="${c[1]}" opacity=".45"/><circle cx="400" cy="360" r="90" fill="${c[0]}" opacity=".8"/>`
    + `<path d="M280 300 L520 300 L470 170 L330 170 Z" fill="${c[2]}"/><rect x="388" y="300" width="24" height="260" fill="${c[3]}"/>`
    + `<ellipse cx="400" cy="570" rx="120" ry="22" fill="${c[3]}"/>`;
}

function detail(c: readonly string[], seed: number): string {
  const dots: string[] = [];
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const r = 10 + ((seed >> ((row + col) % 16)) & 7) * 3;
      dots.push(`<circle cx="${100 + col * 86 + (row % 2) * 43}" cy="${100 + row * 86}" r="${r}" fill="${c[(row + col) % 2 === 0 ? 2 : 3]}" opacity=".8"/>`);
    }
  }
  return dots.join('');
}

export function drawProductArt(slug: string, motif: Motif, view: number, title: string): string {
  const seed = hash(slug);
  const c = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const objects: Record<Motif, string> = { vessel: vessel(c, seed % 2 === 0), textile: textile(c), paper: paper(c), light: light(c) };
  const scene = view === 3
    ? detail(c, seed)
    : `<ellipse cx="400" cy="640" rx="260" ry="40" fill="${c[3]}" opacity=".18"/>`
      + (view === 2 ? `<g transform="rotate(-8 400 400) translate(400 420) scale(1.25) translate(-400 -420)">${objects[motif]}</g>` : objects[motif]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeHtml(title)}">`
    + `<title>${escapeHtml(title)}</title><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[0]}"/>`
    + `<stop offset="1" stop-color="${c[1]}" stop-opacity=".55"/></linearGradient></defs><rect width="800" height="800" fill="url(#bg)"/>${scene}</svg>`;
}
