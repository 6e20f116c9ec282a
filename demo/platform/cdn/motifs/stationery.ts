// Stationery motifs (and the legacy shop's paper goods): one function per product, ground line y = 600 (paint.ts).
import { INK, PAPER, PAPER_SHADE, mixColour, type Paint } from './paint.ts';

export function drawNotebook(p: Paint): string {
  const dots =
    '<pattern id="dg" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="2.2" fill="#b9af9c"/></pattern>';
  const pages = 'M200 262q100-22 200 8q100-30 200-8v308q-100-22-200 8q-100-30-200-8z';
  return (
    `<defs>${dots}</defs><rect x="180" y="244" width="440" height="344" rx="12" fill="${p.base}"/>` +
    `<path d="${pages}" fill="${PAPER}"/><path d="${pages}" fill="url(#dg)"/>` +
    `<path d="M400 272v306" stroke="${PAPER_SHADE}" stroke-width="14"/><path d="M604 262v320" stroke="${p.deep}" stroke-width="8"/>` +
    `<path d="M410 578l-4 40 12-10 12 10-4-42z" fill="${p.dark}"/>`
  );
}

export function drawCards(p: Paint): string {
  return (
    `<rect x="280" y="330" width="340" height="240" rx="8" fill="${PAPER_SHADE}"/>` +
    '<path d="M284 336l166 120 166-120" fill="none" stroke="#cfc5b2" stroke-width="5"/>' +
    `<g transform="rotate(-7 330 430)"><rect x="206" y="250" width="250" height="340" rx="6" fill="${p.light}"/></g>` +
    `<g transform="rotate(3 330 430)"><rect x="196" y="250" width="250" height="340" rx="6" fill="${PAPER}"/>` +
    `<g fill="none" stroke-linecap="round"><circle cx="321" cy="380" r="54" stroke="${p.pale}" stroke-width="10" transform="translate(3 3)"/>` +
    `<circle cx="321" cy="380" r="54" stroke="${p.base}" stroke-width="10"/><path d="M321 330v100M291 370l30 26 30-26" stroke="${p.base}" stroke-width="8"/>` +
    `<path d="M260 490h122M284 522h74" stroke="${p.dark}" stroke-width="7"/></g></g>`
  );
}

export function drawPen(p: Paint): string {
  return (
    `<g transform="translate(400 430) rotate(-34) scale(1.18) translate(-410 -430)"><path d="M590 412l64 18-64 18z" fill="${p.dark}"/><circle cx="656" cy="430" r="5" fill="${INK}"/>` +
    `<rect x="160" y="410" width="440" height="40" rx="20" fill="${p.base}"/><rect x="360" y="410" width="12" height="40" fill="${p.dark}"/>` +
    `<rect x="190" y="398" width="170" height="12" rx="6" fill="${p.dark}"/><circle cx="196" cy="404" r="10" fill="${p.dark}"/>` +
    `<path d="M180 420h400" stroke="${p.pale}" stroke-width="6" stroke-linecap="round" opacity=".75"/>` +
    `<path d="M420 440h120" stroke="${p.deep}" stroke-width="4" stroke-linecap="round" opacity=".3"/></g>`
  );
}

export function drawCalendar(p: Paint): string {
  return (
    `<path d="M250 556h300l-16 44H266z" fill="${p.deep}"/>` +
    `<path d="M274 556h252M276 548h248" stroke="${PAPER_SHADE}" stroke-width="5"/>` +
    `<rect x="270" y="256" width="260" height="288" rx="6" fill="${PAPER}"/><rect x="270" y="256" width="260" height="74" fill="${p.base}"/>` +
    `<text x="400" y="304" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="26" font-weight="700" letter-spacing="6" fill="${p.pale}">WEEK</text>` +
    `<text x="400" y="470" text-anchor="middle" font-family="Georgia,serif" font-size="130" font-weight="700" fill="${INK}">12</text>` +
    `<path d="M300 504h200" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>` +
    `<g fill="${p.deep}"><rect x="310" y="240" width="14" height="34" rx="7"/><rect x="393" y="240" width="14" height="34" rx="7"/><rect x="476" y="240" width="14" height="34" rx="7"/></g>`
  );
}

function drawTapeRoll(colour: string, x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="#fff" stroke-width="7" stroke-dasharray="4 14" opacity=".55"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="#e8dbc1"/><circle cx="${x}" cy="${y}" r="${r * 0.4}" fill="#000" opacity=".08"/>`
  );
}

export function drawWashiTape(p: Paint): string {
  const third = mixColour(p.base, '#e9c46a', 0.6);
  return (
    `<path d="M560 582h150l-12 18H548z" fill="${p.light}" opacity=".9"/>` +
    `${drawTapeRoll(p.light, 500, 500, 100)}${drawTapeRoll(third, 280, 510, 90)}${drawTapeRoll(p.base, 392, 330, 92)}`
  );
}

export function drawInkBottle(p: Paint): string {
  return (
    `<rect x="340" y="276" width="120" height="72" rx="10" fill="${INK}"/>` +
    `<path d="M362 288v48m20-48v48m20-48v48m20-48v48" stroke="#fff" stroke-width="4" opacity=".15"/>` +
    `<path d="M350 348h100v22q70 8 70 60v140q0 30-30 30H310q-30 0-30-30V430q0-52 70-60z" fill="#dce6ea" opacity=".85"/>` +
    `<path d="M294 440h212v124q0 22-22 22H316q-22 0-22-22z" fill="${p.base}"/>` +
    `<rect x="330" y="470" width="140" height="78" rx="4" fill="${PAPER}"/><path d="M400 484q-20 28-20 38a20 20 0 0 0 40 0q0-10-20-38z" fill="${p.base}"/>` +
    `<path d="M300 400q-6 14-6 40" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>`
  );
}

export function drawWritingPad(p: Paint): string {
  const lines = [0, 1, 2, 3, 4, 5, 6].map((i) => `M282 ${318 + i * 38}h240`).join('');
  return (
    `<rect x="262" y="234" width="300" height="366" fill="${PAPER_SHADE}"/><rect x="250" y="224" width="300" height="370" fill="${PAPER}"/>` +
    `<path d="M250 600h300" stroke="#d8cfbd" stroke-width="6"/><path d="${lines}" stroke="#a9bccc" stroke-width="3"/>` +
    '<path d="M302 270v318" stroke="#d99a92" stroke-width="3"/>' +
    `<rect x="246" y="214" width="308" height="40" rx="4" fill="${p.base}"/><path d="M246 250h308" stroke="${p.deep}" stroke-width="4"/>`
  );
}

export function drawEnvelopes(p: Paint): string {
  const envelope = (x: number, y: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="360" height="220" rx="6" fill="${fill}"/>` +
    `<path d="M${x + 4} ${y + 6}l176 116 176-116" fill="none" stroke="#cdbfa5" stroke-width="5"/>`;
  return (
    `${envelope(232, 330, '#e9dcc2')}${envelope(212, 356, PAPER_SHADE)}${envelope(220, 380, PAPER)}` +
    `<path d="M400 380v220M220 500h360" stroke="${p.base}" stroke-width="7"/>` +
    `<path d="M400 500q-40-40-60-10t60 10q40-40 60-10t-60 10" fill="none" stroke="${p.base}" stroke-width="6"/>`
  );
}
