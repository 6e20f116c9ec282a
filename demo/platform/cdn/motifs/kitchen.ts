// Kitchen motifs: one function per product, drawn on the ground line y = 600 (see paint.ts).
import { GLASS, WOOD, WOOD_DARK, type Paint } from './paint.ts';

export function drawMug(p: Paint): string {
  return (
    `<path d="M504 384h34a54 54 0 0 1 0 108h-34" fill="none" stroke="${p.dark}" stroke-width="28"/>` +
    `<path d="M270 330h240v200a70 70 0 0 1-70 70H340a70 70 0 0 1-70-70z" fill="${p.base}"/>` +
    '<path d="M270 524q30 16 60 0t60 0t60 0t60 0v6a70 70 0 0 1-70 70H340a70 70 0 0 1-70-70z" fill="#dcc8aa"/>' +
    `<ellipse cx="390" cy="330" rx="120" ry="28" fill="${p.light}"/><ellipse cx="390" cy="333" rx="104" ry="19" fill="${p.deep}"/>` +
    `<path d="M304 372v124" stroke="${p.pale}" stroke-width="14" stroke-linecap="round" opacity=".55"/>`
  );
}

export function drawBowl(p: Paint): string {
  return (
    `<path d="M330 540h140l-8 60H338z" fill="${p.dark}"/><path d="M190 390a210 175 0 0 0 420 0z" fill="${p.base}"/>` +
    `<path d="M236 440q20 80 90 114" fill="none" stroke="${p.pale}" stroke-width="14" stroke-linecap="round" opacity=".5"/>` +
    `<ellipse cx="400" cy="390" rx="210" ry="42" fill="${p.light}"/><ellipse cx="400" cy="393" rx="192" ry="31" fill="#efe2c8"/>` +
    '<g fill="#d7bf92"><ellipse cx="320" cy="392" rx="14" ry="6"/><ellipse cx="470" cy="400" rx="14" ry="6"/><ellipse cx="420" cy="378" rx="12" ry="5"/></g>' +
    '<g fill="#6b2f4a"><circle cx="362" cy="386" r="13"/><circle cx="394" cy="400" r="11"/><circle cx="446" cy="384" r="12"/></g>'
  );
}

export function drawPourOver(p: Paint): string {
  return (
    `<path d="M340 420h120v20q60 30 60 90v30q0 40-40 40H320q-40 0-40-40v-30q0-60 60-90z" fill="${GLASS}" opacity=".9"/>` +
    '<path d="M284 514h232v46q0 36-36 36H320q-36 0-36-36z" fill="#6b4630"/>' +
    `<rect x="334" y="414" width="132" height="28" rx="8" fill="${WOOD}"/>` +
    '<path d="M300 530v30" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".5"/>' +
    `<path d="M506 300q44 4 40 40t-46 36" fill="none" stroke="${p.dark}" stroke-width="16"/>` +
    `<path d="M288 272h224l-64 122h-96z" fill="${p.base}"/><rect x="334" y="386" width="132" height="20" rx="6" fill="${p.dark}"/>` +
    `<rect x="278" y="258" width="244" height="24" rx="12" fill="${p.light}"/>` +
    `<path d="M318 296l38 78" stroke="${p.pale}" stroke-width="12" stroke-linecap="round" opacity=".55"/>`
  );
}

export function drawCuttingBoard(p: Paint): string {
  return (
    `<path fill-rule="evenodd" fill="${p.base}" d="M350 300v-90a50 50 0 0 1 100 0v90z M400 194a18 18 0 1 0 .1 0z"/>` +
    `<rect x="250" y="250" width="300" height="350" rx="36" fill="${p.base}"/>` +
    `<path d="M538 280v290a30 30 0 0 1-30 30h12a30 30 0 0 0 30-30V286a36 36 0 0 0-12-26z" fill="${p.dark}"/>` +
    `<rect x="278" y="280" width="244" height="292" rx="24" fill="none" stroke="${p.dark}" stroke-width="7" opacity=".7"/>` +
    `<path d="M300 340q50 24 100 0t100 8M300 420q60-20 110 6t90-4M300 500q40 20 90 0t110 6" fill="none" stroke="${p.deep}" stroke-width="4" opacity=".3"/>` +
    `<path d="M266 300v260" stroke="${p.pale}" stroke-width="8" stroke-linecap="round" opacity=".5"/>`
  );
}

export function drawTeaTowel(p: Paint): string {
  return (
    `<rect x="190" y="176" width="420" height="24" rx="12" fill="${WOOD}"/><circle cx="400" cy="188" r="20" fill="${WOOD_DARK}"/>` +
    `<path d="M388 196v34h24v-34" fill="none" stroke="${p.dark}" stroke-width="6"/>` +
    '<path d="M272 226h256l-4 356H276z" fill="#ece4d5"/>' +
    `<g fill="${p.base}"><rect x="272" y="256" width="256" height="20"/><rect x="272" y="288" width="256" height="8"/>` +
    '<rect x="274" y="514" width="252" height="8"/><rect x="274" y="534" width="252" height="20"/></g>' +
    '<path d="M340 300v210M460 300v210" stroke="#cbbfa9" stroke-width="6" opacity=".7"/>' +
    '<path d="M276 578h248" stroke="#d3c8b4" stroke-width="6" stroke-dasharray="10 8"/>'
  );
}

export function drawSaltCellar(p: Paint): string {
  return (
    `<path d="M296 470h208v70a60 60 0 0 1-60 60h-88a60 60 0 0 1-60-60z" fill="${p.base}"/>` +
    `<path d="M284 474a116 66 0 0 1 232 0z" fill="${p.light}"/><rect x="280" y="466" width="240" height="18" rx="9" fill="${p.dark}"/>` +
    `<ellipse cx="400" cy="398" rx="22" ry="16" fill="${p.dark}"/>` +
    `<path d="M318 500v60" stroke="${p.pale}" stroke-width="12" stroke-linecap="round" opacity=".6"/>` +
    '<path d="M540 598l16-12 14 8-8 6zM580 600l10-14 14 4-4 10zM522 600l8-8 10 6z" fill="#fbfaf6" stroke="#d9d3c8" stroke-width="2"/>'
  );
}

export function drawKettle(p: Paint): string {
  return (
    `<path d="M296 540l-92-112h-20l76 146z" fill="${p.dark}"/>` +
    `<path d="M318 412C318 244 482 244 482 412" fill="none" stroke="${WOOD}" stroke-width="18"/>` +
    `<path d="M250 592q0-170 150-190q150 20 150 190z" fill="${p.base}"/>` +
    `<rect x="246" y="578" width="308" height="22" rx="11" fill="${p.deep}"/>` +
    `<ellipse cx="400" cy="406" rx="72" ry="14" fill="${p.light}"/><circle cx="400" cy="386" r="15" fill="${WOOD}"/>` +
    `<path d="M296 550q4-90 70-130" fill="none" stroke="${p.pale}" stroke-width="14" stroke-linecap="round" opacity=".6"/>`
  );
}
