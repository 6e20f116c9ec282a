// Textile motifs: one function per product, drawn on the ground line y = 600 (see paint.ts).
import type { Paint } from './paint.ts';

export function drawThrow(p: Paint): string {
  const herringbone = `<pattern id="hb" width="28" height="28" patternUnits="userSpaceOnUse"><path d="M0 0l14 14L28 0M0 14l14 14 14-14" fill="none" stroke="${p.deep}" stroke-width="3" opacity=".35"/></pattern>`;
  return (
    `<defs>${herringbone}</defs><rect x="190" y="470" width="420" height="130" rx="30" fill="${p.base}"/>` +
    `<rect x="210" y="372" width="380" height="112" rx="30" fill="${p.light}"/>` +
    '<rect x="190" y="470" width="420" height="130" rx="30" fill="url(#hb)"/><rect x="210" y="372" width="380" height="112" rx="30" fill="url(#hb)"/>' +
    `<path d="M612 494h20m-20 16h20m-20 16h20m-20 16h20m-20 16h20m-20 16h20M592 392h20m-20 16h20m-20 16h20m-20 16h20m-20 16h20" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M200 478h400" stroke="${p.deep}" stroke-width="6" opacity=".25"/>` +
    `<path d="M230 394h200" stroke="${p.pale}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`
  );
}

export function drawCushion(p: Paint): string {
  return (
    `<path d="M232 286Q400 254 568 286Q598 440 568 584Q400 610 232 584Q202 440 232 286z" fill="${p.base}" stroke="${p.dark}" stroke-width="8"/>` +
    `<path d="M254 306q30 26 64 28M546 306q-30 26-64 28M254 566q30-26 64-28M546 566q-30-26-64-28" fill="none" stroke="${p.deep}" stroke-width="5" stroke-linecap="round" opacity=".35"/>` +
    `<path d="M266 340q-12 100 0 200" fill="none" stroke="${p.pale}" stroke-width="12" stroke-linecap="round" opacity=".5"/>` +
    `<circle cx="400" cy="436" r="9" fill="${p.dark}"/>`
  );
}

export function drawBeanie(p: Paint): string {
  return (
    `<circle cx="400" cy="252" r="42" fill="${p.light}"/><path d="M380 236l10 8m18-14l-2 12m16 6l-10 6" stroke="${p.base}" stroke-width="5"/>` +
    `<path d="M252 496C252 322 330 282 400 282S548 322 548 496z" fill="${p.base}"/>` +
    `<path d="M320 484q-6-110 50-184M400 484v-196M480 484q6-110-50-184" fill="none" stroke="${p.dark}" stroke-width="5" opacity=".5"/>` +
    `<rect x="236" y="474" width="328" height="126" rx="26" fill="${p.dark}"/>` +
    `<path d="M266 492v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90m24-90v90" stroke="${p.deep}" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M290 460q10-90 60-140" fill="none" stroke="${p.pale}" stroke-width="12" stroke-linecap="round" opacity=".45"/>`
  );
}

export function drawApron(p: Paint): string {
  return (
    `<path d="M330 236q70-120 140 0" fill="none" stroke="${p.dark}" stroke-width="12"/>` +
    `<path d="M272 420q-48 14-74 106M528 420q48 14 74 106" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M320 230h160v116q0 44 50 64v170q0 20-20 20H290q-20 0-20-20V410q50-20 50-64z" fill="${p.base}"/>` +
    `<rect x="326" y="462" width="148" height="86" rx="8" fill="${p.dark}"/><path d="M400 462v86" stroke="${p.base}" stroke-width="4"/>` +
    `<path d="M336 474h128M282 584h236M334 244h132" stroke="${p.pale}" stroke-width="4" stroke-dasharray="10 8" opacity=".7"/>`
  );
}

function drawRoll(p: Paint, x: number, y: number): string {
  const spiral = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    .map((k) => `a${k * 6} ${k * 6} 0 0 1 ${k % 2 === 1 ? k * 12 : -k * 12} 0`)
    .join('');
  return (
    `<circle cx="${x}" cy="${y}" r="84" fill="${p.base}"/><circle cx="${x}" cy="${y}" r="84" fill="url(#wf)"/>` +
    `<path d="M${x - 6} ${y}${spiral}" fill="none" stroke="${p.dark}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`
  );
}

export function drawTowel(p: Paint): string {
  const waffle = `<pattern id="wf" width="16" height="16" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="10" height="10" rx="2" fill="${p.light}" opacity=".45"/></pattern>`;
  return (
    `<defs>${waffle}</defs>${drawRoll(p, 312, 514)}${drawRoll(p, 488, 514)}${drawRoll(p, 400, 366)}` +
    `<path d="M268 452a84 84 0 0 1 32-22" stroke="${p.pale}" stroke-width="10" stroke-linecap="round" opacity=".5"/>`
  );
}

function drawSock(p: Paint): string {
  return (
    `<path d="M312 226h92v236q0 20 20 20h92a48 48 0 0 1 0 96H374q-62 0-62-62z" fill="${p.base}"/>` +
    `<path d="M312 500v16q0 62 62 62h8q6-62-70-78z" fill="${p.light}"/><path d="M520 482a48 48 0 0 1 0 96z" fill="${p.light}"/>` +
    `<rect x="306" y="220" width="104" height="60" rx="10" fill="${p.dark}"/>` +
    `<path d="M326 232v36m18-36v36m18-36v36m18-36v36" stroke="${p.deep}" stroke-width="5" opacity=".5"/>`
  );
}

export function drawSocks(p: Paint): string {
  return (
    `<g transform="translate(-60 -26)">${drawSock({ ...p, base: p.dark, light: p.base, dark: p.deep })}</g>${drawSock(p)}` +
    `<path d="M318 300v150" stroke="${p.pale}" stroke-width="10" stroke-linecap="round" opacity=".45"/>`
  );
}
