// Bike illustrations as SVG, drawn from the facts in bike-models.ts (wheel size, tyre width, motor position, rack,
// colour): the Magento emulator serves them as product images and the marketing pages show them, so a picture
// never contradicts a spec. One consistent line style on a warm background; plain strings, no DOM, no imports
// from src/ or server/.
import type { BikeSpecs } from './bike-models';

export const ART_INK = '#1f2933';
export const ART_BG = '#f4f1ea';
/** Every illustration has the same canvas, so pages can give width and height before the image is decoded. */
export const ART_WIDTH = 800;
export const ART_HEIGHT = 600;

export type BikeAngle = 'side' | 'other-side' | 'front' | 'rear' | 'folded';
export const BIKE_ANGLES: readonly BikeAngle[] = ['side', 'other-side', 'front', 'rear', 'folded'];

const GROUND_Y = 505;

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** The shared canvas: background, ground shadow, line style and the FOLT mark (never mirrored). */
export function artFrame(content: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<rect width="800" height="600" rx="24" fill="${ART_BG}"/>
<ellipse cx="400" cy="520" rx="280" ry="18" fill="#e4dfd3"/>
<g fill="none" stroke="${ART_INK}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${content}</g>
<text x="40" y="570" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="4" fill="#9a927f">FOLT</text>
</svg>`;
}

/** A painted frame part: the colour over a thin dark outline, so pearl white still reads on the light canvas. */
function painted(d: string, colourHex: string, width: number): string {
  return `<path d="${d}" stroke-width="${width + 6}"/><path d="${d}" stroke="${colourHex}" stroke-width="${width}"/>`;
}

function wheel(cx: number, cy: number, r: number, tyre: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="${tyre}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" stroke-width="6"/>` +
    [0, 60, 120]
      .map((angle) => {
        const rad = (angle * Math.PI) / 180;
        const dx = Math.cos(rad) * (r - tyre / 2);
        const dy = Math.sin(rad) * (r - tyre / 2);
        return `<line x1="${(cx - dx).toFixed(1)}" y1="${(cy - dy).toFixed(1)}" x2="${(cx + dx).toFixed(1)}" y2="${(cy + dy).toFixed(1)}" stroke-width="2" stroke="#6b7280"/>`;
      })
      .join('')
  );
}

/** Tyre stroke in the side views: wider tyres look wider, capped so a 3-inch balloon tyre stays a bike tyre. */
function sideTyre(model: BikeSpecs): number {
  return Math.min(34, 10 + model.tyreWidthInch * 7);
}

function hasRack(model: BikeSpecs): boolean {
  return model.slug === 'voyage' || model.slug === 'maxx';
}

function sideContent(model: BikeSpecs, colourHex: string): string {
  const r = model.wheelSizeInch === 16 ? 100 : 125;
  const tyre = sideTyre(model);
  const cy = GROUND_Y - r;
  const rearX = 230;
  const frontX = model.wheelSizeInch === 16 ? 545 : 575;
  const bbX = 385;
  const bbY = cy + 15;
  const seatTopY = cy - 205;
  const headX = frontX - 60;
  const headY = cy - 170;
  const motor =
    model.motor.position === 'mid-drive'
      ? `<circle cx="${bbX}" cy="${bbY}" r="30" fill="${ART_INK}" stroke="none"/>`
      : model.motor.position === 'rear-hub'
        ? `<circle cx="${rearX}" cy="${cy}" r="36" fill="${ART_INK}" stroke="none"/>`
        : `<circle cx="${frontX}" cy="${cy}" r="32" fill="${ART_INK}" stroke="none"/>`;
  const rack = hasRack(model) ? `<path d="M ${rearX - 40} ${cy - 120} H ${bbX - 40} M ${rearX} ${cy} L ${rearX - 10} ${cy - 120}" stroke-width="8"/>` : '';
  const suspension =
    model.slug === 'voyage' ? `<rect x="${headX + 18}" y="${headY + 80}" width="22" height="60" rx="10" fill="${ART_INK}" stroke="none"/>` : '';
  return `
${wheel(rearX, cy, r, tyre)}${wheel(frontX, cy, r, tyre)}
${painted(`M ${rearX} ${cy} L ${bbX} ${bbY} L ${bbX - 20} ${seatTopY + 40} Z`, colourHex, 18)}
${painted(`M ${bbX} ${bbY} L ${headX} ${headY + 60}`, colourHex, 18)}
<circle cx="${(bbX + headX) / 2}" cy="${(bbY + headY + 60) / 2}" r="14" fill="${ART_BG}" stroke-width="6"/>
<path d="M ${headX} ${headY} L ${frontX} ${cy}" stroke-width="12"/>
<path d="M ${headX} ${headY} L ${headX - 15} ${headY - 60} L ${headX - 65} ${headY - 60}" stroke-width="10"/>
<path d="M ${bbX - 20} ${seatTopY + 40} L ${bbX - 28} ${seatTopY}" stroke-width="10"/>
<path d="M ${bbX - 80} ${seatTopY - 8} Q ${bbX - 28} ${seatTopY - 30} ${bbX + 20} ${seatTopY - 6}" stroke-width="16"/>
<rect x="${bbX - 5}" y="${cy - 95}" width="70" height="30" rx="10" transform="rotate(-35 ${bbX + 30} ${cy - 80})" fill="${ART_INK}" stroke="none"/>
${motor}${rack}${suspension}
<circle cx="${bbX}" cy="${bbY}" r="22" stroke-width="8"/>
<line x1="${bbX}" y1="${bbY}" x2="${bbX + 25}" y2="${bbY + 40}" stroke-width="8"/>`;
}

/** Side view of a folding bike; wheel size, tyre width, rack and motor position come from the model. */
export function bikeSideSvg(model: BikeSpecs, colourHex: string, title = `${model.name} side view`): string {
  return artFrame(sideContent(model, colourHex), title);
}

/** The other side: the same drawing mirrored, the FOLT mark stays readable. */
export function bikeOtherSideSvg(model: BikeSpecs, colourHex: string, title = `${model.name} from the other side`): string {
  return artFrame(`<g transform="translate(800 0) scale(-1 1)">${sideContent(model, colourHex)}</g>`, title);
}

/** The same bike folded: wheels side by side, frame halves over each other. */
export function bikeFoldedSvg(model: BikeSpecs, colourHex: string, title = `${model.name} folded`): string {
  const r = model.wheelSizeInch === 16 ? 110 : 135;
  const tyre = sideTyre(model);
  const cy = 505 - r;
  return artFrame(
    `
${wheel(360, cy, r, tyre)}${wheel(440, cy, r, tyre)}
${painted(`M 330 ${cy - 40} L 470 ${cy - 40} L 450 ${cy + 50}`, colourHex, 18)}
<path d="M 300 ${cy - r - 20} L 380 ${cy - 40}" stroke-width="10"/>
<path d="M 520 ${cy - r + 10} L 470 ${cy + 40}" stroke-width="10"/>
<path d="M 250 ${cy - r - 30} Q 300 ${cy - r - 50} 350 ${cy - r - 28}" stroke-width="16"/>`,
    title,
  );
}

/** Edge-on tyre width in the front and rear views: 1.5 inch reads as slim, 3 inch as a balloon tyre. */
function edgeTyre(model: BikeSpecs): number {
  return Math.round(8 + model.tyreWidthInch * 12);
}

/** The pedals and cranks as seen from the front or the back. */
function pedals(bbY: number): string {
  return (
    `<path d="M 400 ${bbY} H 330 M 400 ${bbY} H 470" stroke-width="8"/>` +
    `<rect x="296" y="${bbY - 8}" width="40" height="16" rx="5" fill="${ART_INK}" stroke="none"/>` +
    `<rect x="464" y="${bbY - 8}" width="40" height="16" rx="5" fill="${ART_INK}" stroke="none"/>`
  );
}

/** Front view: the front wheel edge-on, fork, folding stem, handlebar with grips, lamp and display. */
export function bikeFrontSvg(model: BikeSpecs, colourHex: string, title = `${model.name} from the front`): string {
  const r = model.wheelSizeInch === 16 ? 100 : 125;
  const cy = GROUND_Y - r;
  const tyre = edgeTyre(model);
  const barY = cy - 230;
  const crownY = cy - r - 24;
  const legX = tyre / 2 + 12;
  const forkWidth = model.slug === 'voyage' ? 16 : 10;
  const hubMotor = model.motor.position === 'front-hub' ? `<ellipse cx="400" cy="${cy}" rx="${legX + 6}" ry="34" fill="${ART_INK}" stroke="none"/>` : '';
  return artFrame(
    `
<path d="M 352 ${barY + 60} Q 400 ${barY + 44} 448 ${barY + 60}" stroke-width="16" stroke="#6b7280"/>
${pedals(cy + 15)}
<rect x="${400 - tyre / 2}" y="${GROUND_Y - 2 * r}" width="${tyre}" height="${2 * r}" rx="${tyre / 2}" fill="${ART_INK}" stroke="none"/>
${hubMotor}
<path d="M ${400 - legX} ${cy} V ${crownY} H ${400 + legX} V ${cy}" stroke-width="${forkWidth}"/>
${painted(`M 400 ${crownY} V ${barY}`, colourHex, 18)}
<circle cx="400" cy="${(crownY + barY) / 2}" r="13" fill="${ART_BG}" stroke-width="6"/>
<path d="M 230 ${barY} H 570" stroke-width="12"/>
<path d="M 230 ${barY} H 276 M 524 ${barY} H 570" stroke-width="24"/>
<path d="M 290 ${barY + 6} L 330 ${barY + 26} M 510 ${barY + 6} L 470 ${barY + 26}" stroke-width="6"/>
<rect x="378" y="${barY - 30}" width="44" height="22" rx="5" fill="${ART_INK}" stroke="none"/>
<rect x="372" y="${crownY - 46}" width="56" height="34" rx="14" fill="#f5d90a"/>`,
    title,
  );
}

/** Rear view: the rear wheel edge-on, stays, saddle from behind, rear light and (on touring models) the rack. */
export function bikeRearSvg(model: BikeSpecs, colourHex: string, title = `${model.name} from behind`): string {
  const r = model.wheelSizeInch === 16 ? 100 : 125;
  const cy = GROUND_Y - r;
  const tyre = edgeTyre(model);
  const seatY = cy - 215;
  const stayX = tyre / 2 + 14;
  const hubMotor = model.motor.position === 'rear-hub' ? `<ellipse cx="400" cy="${cy}" rx="${stayX + 8}" ry="38" fill="${ART_INK}" stroke="none"/>` : '';
  const rack = hasRack(model)
    ? `<path d="M ${400 - stayX - 24} ${cy - r - 18} H ${400 + stayX + 24}" stroke-width="12"/><path d="M ${400 - stayX - 24} ${cy - r - 18} L ${400 - stayX} ${cy} M ${400 + stayX + 24} ${cy - r - 18} L ${400 + stayX} ${cy}" stroke-width="6"/>`
    : '';
  return artFrame(
    `
<path d="M 230 ${cy - 230} H 570" stroke-width="8" stroke="#6b7280"/>
${pedals(cy + 15)}
<rect x="${400 - tyre / 2}" y="${GROUND_Y - 2 * r}" width="${tyre}" height="${2 * r}" rx="${tyre / 2}" fill="${ART_INK}" stroke="none"/>
${hubMotor}
${painted(`M ${400 - stayX} ${cy} L 400 ${seatY + 70} L ${400 + stayX} ${cy}`, colourHex, 14)}
<path d="M 400 ${seatY + 70} V ${seatY + 10}" stroke-width="12"/>
${rack}
<rect x="386" y="${seatY + 40}" width="28" height="20" rx="5" fill="#d0393e" stroke="none"/>
<path d="M 330 ${seatY + 4} Q 400 ${seatY - 26} 470 ${seatY + 4} Q 400 ${seatY + 22} 330 ${seatY + 4} Z" fill="${ART_INK}" stroke-width="8"/>`,
    title,
  );
}

/** One view of a model by angle (the bike-view page and the model galleries pick angles by name). */
export function bikeSvg(model: BikeSpecs, angle: BikeAngle, colourHex: string, title?: string): string {
  switch (angle) {
    case 'side':
      return bikeSideSvg(model, colourHex, title);
    case 'other-side':
      return bikeOtherSideSvg(model, colourHex, title);
    case 'front':
      return bikeFrontSvg(model, colourHex, title);
    case 'rear':
      return bikeRearSvg(model, colourHex, title);
    case 'folded':
      return bikeFoldedSvg(model, colourHex, title);
  }
}

/**
 * An SVG as a data: URI for <img src>: double quotes become single ones and only the characters a URI cannot
 * carry are escaped, which keeps the markup about a third smaller than encodeURIComponent would.
 */
export function svgDataUri(svg: string): string {
  const compact = svg
    .replace(/"/g, "'")
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return `data:image/svg+xml,${compact.replace(/[\r\n%#()<>?[\\\]^`{|}]|[^\x20-\x7e]/g, (char) => encodeURIComponent(char))}`;
}
