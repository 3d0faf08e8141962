// Product illustrations as SVG, generated from the product facts: one consistent line style on a warm background,
// bikes drawn from their wheel size, tyre width and colour, parts as simple icons. Served under /media/catalog/product/.
// The bike drawings live in common/bike-art.ts, because the marketing pages show the same pictures.
import { ART_INK as INK, artFrame as frame, escapeXml } from '../../common/bike-art';

export { bikeFoldedSvg, bikeSideSvg } from '../../common/bike-art';

export type IconKind =
  | 'battery'
  | 'charger'
  | 'cover'
  | 'bag'
  | 'pannier'
  | 'framebag'
  | 'frontbag'
  | 'carrybag'
  | 'trunkbag'
  | 'foldlock'
  | 'ringlock'
  | 'chainlock'
  | 'cablelock'
  | 'tracker'
  | 'frontlight'
  | 'rearlight'
  | 'lightset'
  | 'reflector'
  | 'tyre'
  | 'fattyre'
  | 'tube'
  | 'liner'
  | 'mudguard'
  | 'rack'
  | 'frontrack'
  | 'kickstand'
  | 'saddle'
  | 'seatpost'
  | 'grips'
  | 'mirror'
  | 'phone'
  | 'bell'
  | 'pump'
  | 'carekit'
  | 'oil'
  | 'childseat'
  | 'wallmount'
  | 'helmet'
  | 'basket'
  | 'frame'
  | 'swatch';

const ICONS: Record<IconKind, (accent: string, label: string) => string> = {
  battery: (
    a,
    label,
  ) => `<rect x="250" y="170" width="300" height="300" rx="30" fill="${a}" stroke="${INK}"/><rect x="340" y="140" width="120" height="30" rx="8" fill="${INK}"/>
    <path d="M 410 220 L 360 330 H 420 L 390 420 L 460 300 H 400 Z" fill="#fff" stroke="none"/><text x="400" y="455" text-anchor="middle" font-family="Helvetica, Arial" font-size="34" font-weight="700" fill="#fff" stroke="none">${escapeXml(label)}</text>`,
  charger: (a) =>
    `<rect x="230" y="220" width="220" height="150" rx="22" fill="${a}"/><path d="M 450 295 C 540 295 520 420 600 420"/><rect x="590" y="395" width="60" height="50" rx="8" fill="${INK}"/><path d="M 230 295 C 170 295 180 200 130 200"/>`,
  cover: (a) =>
    `<path d="M 270 160 H 530 L 560 470 H 240 Z" fill="${a}"/><path d="M 270 220 H 530 M 262 300 H 538 M 254 380 H 546" stroke="#fff" stroke-width="6"/>`,
  bag: (a) =>
    `<rect x="260" y="220" width="280" height="200" rx="40" fill="${a}"/><path d="M 320 220 Q 400 140 480 220"/><path d="M 260 300 H 540" stroke="#fff" stroke-width="6"/>`,
  pannier: (a) =>
    `<path d="M 270 180 H 530 V 440 Q 530 470 500 470 H 300 Q 270 470 270 440 Z" fill="${a}"/><path d="M 300 180 V 130 H 500 V 180"/><path d="M 270 240 H 530" stroke="#fff" stroke-width="8"/><rect x="370" y="300" width="60" height="20" rx="6" fill="#f5d90a" stroke="none"/>`,
  framebag: (a) => `<path d="M 200 220 L 600 220 L 420 420 Z" fill="${a}"/><path d="M 260 250 L 540 250" stroke="#fff" stroke-width="6"/>`,
  frontbag: (a) =>
    `<rect x="250" y="200" width="300" height="240" rx="26" fill="${a}"/><path d="M 330 200 V 150 H 470 V 200"/><rect x="360" y="160" width="80" height="30" fill="${INK}"/>`,
  carrybag: (a) =>
    `<rect x="210" y="160" width="380" height="300" rx="40" fill="${a}"/><path d="M 300 160 Q 400 60 500 160"/><circle cx="260" cy="470" r="20" fill="${INK}"/><circle cx="540" cy="470" r="20" fill="${INK}"/>`,
  trunkbag: (a) => `<rect x="240" y="240" width="320" height="170" rx="24" fill="${a}"/><path d="M 340 240 Q 400 190 460 240"/><path d="M 200 430 H 600"/>`,
  foldlock: (a) =>
    `<path d="M 230 400 L 330 180 L 470 180 L 570 400" stroke="${a}" stroke-width="34"/><rect x="210" y="380" width="90" height="70" rx="14" fill="${INK}"/><circle cx="330" cy="180" r="12" fill="#fff"/><circle cx="470" cy="180" r="12" fill="#fff"/>`,
  ringlock: (a) =>
    `<path d="M 250 330 A 150 150 0 1 1 550 330" stroke="${a}" stroke-width="34"/><rect x="230" y="320" width="340" height="110" rx="24" fill="${INK}"/><circle cx="480" cy="375" r="18" fill="#fff"/>`,
  chainlock: (a) =>
    Array.from(
      { length: 7 },
      (_, i) => `<ellipse cx="${220 + i * 60}" cy="${300 + (i % 2 ? 30 : -30)}" rx="40" ry="24" stroke="${a}" stroke-width="16"/>`,
    ).join('') + `<rect x="600" y="250" width="60" height="110" rx="12" fill="${INK}"/>`,
  cablelock: (a) =>
    `<path d="M 220 300 C 220 160 580 160 580 300 C 580 440 220 440 220 300" stroke="${a}" stroke-width="24"/><rect x="350" y="400" width="100" height="70" rx="12" fill="${INK}"/><path d="M 370 420 V 450 M 400 420 V 450 M 430 420 V 450" stroke="#fff" stroke-width="6"/>`,
  tracker: (a) =>
    `<rect x="320" y="180" width="160" height="240" rx="30" fill="${a}"/><circle cx="400" cy="260" r="30" stroke="#fff"/><path d="M 400 290 V 340" stroke="#fff"/><path d="M 250 160 Q 220 200 250 240 M 550 160 Q 580 200 550 240"/>`,
  frontlight: (a) =>
    `<rect x="250" y="240" width="180" height="130" rx="50" fill="${a}"/><path d="M 460 250 L 600 200 M 470 305 H 620 M 460 360 L 600 410" stroke="#f5b400"/><path d="M 300 370 V 440"/>`,
  rearlight: (a) =>
    `<rect x="300" y="200" width="200" height="220" rx="30" fill="${a}"/><rect x="330" y="240" width="140" height="60" rx="10" fill="#ff6b6b" stroke="none"/><path d="M 240 250 L 190 230 M 240 310 H 180 M 240 370 L 190 390" stroke="#ef4444"/>`,
  lightset: (a) =>
    `<rect x="200" y="230" width="150" height="110" rx="40" fill="${a}"/><rect x="460" y="230" width="150" height="110" rx="40" fill="#b3282d"/><path d="M 275 340 V 420 M 535 340 V 420"/>`,
  reflector: (a) =>
    `<circle cx="400" cy="300" r="170"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const t = (i * Math.PI) / 4;
      return `<rect x="${(400 + Math.cos(t) * 110 - 14).toFixed(0)}" y="${(300 + Math.sin(t) * 110 - 28).toFixed(0)}" width="28" height="56" rx="8" fill="${a}" transform="rotate(${i * 45 + 90} ${(400 + Math.cos(t) * 110).toFixed(0)} ${(300 + Math.sin(t) * 110).toFixed(0)})"/>`;
    }).join(''),
  tyre: (a) =>
    `<circle cx="400" cy="300" r="180" stroke-width="40" stroke="${INK}"/><circle cx="400" cy="300" r="180" stroke-width="4" stroke="${a}" stroke-dasharray="20 16"/><circle cx="400" cy="300" r="150" stroke-width="4"/>`,
  fattyre: (a) =>
    `<circle cx="400" cy="300" r="175" stroke-width="70" stroke="${INK}"/><circle cx="400" cy="300" r="175" stroke-width="6" stroke="${a}" stroke-dasharray="30 20"/>`,
  tube: (a) => `<circle cx="400" cy="300" r="170" stroke-width="26" stroke="${a}"/><path d="M 400 470 V 520" stroke-width="14"/>`,
  liner: (a) =>
    `<path d="M 180 360 C 300 200 500 420 620 260" stroke="${a}" stroke-width="40"/><path d="M 180 360 C 300 200 500 420 620 260" stroke="#fff" stroke-width="6" stroke-dasharray="12 14"/>`,
  mudguard: (a) =>
    `<path d="M 220 420 A 190 190 0 0 1 580 420" stroke="${a}" stroke-width="30"/><path d="M 220 420 L 230 470" stroke-width="12"/><circle cx="400" cy="420" r="150" stroke="#9ca3af" stroke-width="6" stroke-dasharray="10 10"/>`,
  rack: (a) =>
    `<path d="M 200 250 H 600 M 220 290 H 580" stroke="${a}" stroke-width="16"/><path d="M 260 250 L 300 450 M 540 250 L 500 450"/><circle cx="300" cy="460" r="18" fill="${INK}"/><circle cx="500" cy="460" r="18" fill="${INK}"/>`,
  frontrack: (a) => `<rect x="250" y="230" width="300" height="40" rx="8" fill="${a}"/><path d="M 300 270 L 380 420 M 500 270 L 420 420 M 380 420 H 420"/>`,
  kickstand: (a) =>
    `<path d="M 300 180 L 360 300 L 470 460" stroke="${a}" stroke-width="26"/><path d="M 440 470 H 510" stroke-width="18"/><rect x="270" y="150" width="110" height="60" rx="12" fill="${INK}"/>`,
  saddle: (a) =>
    `<path d="M 200 260 Q 250 180 420 210 Q 600 230 600 290 Q 560 340 420 320 Q 260 320 200 260 Z" fill="${a}"/><path d="M 390 320 V 460 M 360 460 H 420"/>`,
  seatpost: (a) =>
    `<rect x="370" y="150" width="60" height="320" rx="20" fill="${a}"/><path d="M 380 240 H 420 M 380 270 H 420 M 380 300 H 420" stroke="#fff" stroke-width="6"/><path d="M 300 150 H 500" stroke-width="16"/>`,
  grips: (a) =>
    `<path d="M 160 300 H 640" stroke-width="16"/><path d="M 180 300 H 300 Q 320 250 280 240 H 200" fill="${a}"/><path d="M 620 300 H 500 Q 480 250 520 240 H 600" fill="${a}"/>`,
  mirror: (a) =>
    `<ellipse cx="480" cy="220" rx="120" ry="90" fill="${a}"/><ellipse cx="480" cy="220" rx="90" ry="64" fill="#dbeafe" stroke-width="4"/><path d="M 400 290 L 300 430 H 220"/>`,
  phone: (a) =>
    `<rect x="310" y="140" width="180" height="320" rx="26" fill="${INK}"/><rect x="328" y="170" width="144" height="250" rx="10" fill="#93c5fd" stroke="none"/><path d="M 290 220 V 380 M 510 220 V 380" stroke="${a}" stroke-width="20"/><path d="M 400 460 V 520"/>`,
  bell: (a) =>
    `<path d="M 260 380 Q 260 200 400 200 Q 540 200 540 380 Z" fill="${a}"/><path d="M 240 380 H 560"/><circle cx="400" cy="180" r="20" fill="${INK}"/><path d="M 540 300 L 610 270" stroke-width="14"/>`,
  pump: (a) =>
    `<rect x="250" y="250" width="320" height="90" rx="30" fill="${a}"/><path d="M 570 295 H 640"/><circle cx="360" cy="295" r="28" fill="#fff" stroke-width="6"/><path d="M 250 295 H 190 V 380"/>`,
  carekit: (a) =>
    `<rect x="220" y="220" width="120" height="240" rx="20" fill="${a}"/><rect x="250" y="180" width="60" height="40" fill="${INK}"/><rect x="420" y="330" width="200" height="50" rx="16" fill="${INK}"/><path d="M 430 380 V 430 M 470 380 V 430 M 510 380 V 430 M 550 380 V 430 M 590 380 V 430" stroke-width="6"/>`,
  oil: (a) =>
    `<path d="M 330 460 V 260 Q 330 220 370 220 H 430 Q 470 220 470 260 V 460 Z" fill="${a}"/><path d="M 380 220 V 170 H 420 V 220 M 400 170 L 460 120" stroke-width="10"/><path d="M 520 300 Q 540 340 520 360 Q 500 340 520 300" fill="#f5b400"/>`,
  childseat: (a) =>
    `<path d="M 260 200 Q 260 150 320 150 H 480 Q 540 150 540 200 V 400 H 260 Z" fill="${a}"/><path d="M 300 400 L 280 470 M 500 400 L 520 470"/><path d="M 340 220 V 360 M 460 220 V 360" stroke="#fff" stroke-width="8"/>`,
  wallmount: (a) =>
    `<rect x="200" y="150" width="40" height="320" fill="${INK}"/><path d="M 240 230 H 520 Q 560 230 560 270" stroke="${a}" stroke-width="24"/><path d="M 240 370 H 480 Q 520 370 520 410" stroke="${a}" stroke-width="24"/>`,
  helmet: (a) =>
    `<path d="M 220 380 Q 220 170 400 170 Q 580 170 600 380 Z" fill="${a}"/><path d="M 300 220 L 330 330 M 400 190 V 330 M 500 220 L 470 330" stroke="#fff" stroke-width="8"/><rect x="520" y="340" width="60" height="26" rx="8" fill="#ef4444" stroke="none"/>`,
  basket: (a) =>
    `<path d="M 230 230 H 570 L 530 450 H 270 Z" fill="${a}"/><path d="M 260 300 H 540 M 275 370 H 525 M 340 230 L 330 450 M 400 230 V 450 M 460 230 L 470 450" stroke="#fff" stroke-width="6"/>`,
  frame: (a) =>
    `<path d="M 220 400 L 380 400 L 360 200 Z" stroke="${a}" stroke-width="24"/><path d="M 380 400 L 560 220" stroke="${a}" stroke-width="24"/><circle cx="470" cy="310" r="16" fill="#fff"/>`,
  swatch: (a) => `<circle cx="400" cy="290" r="170" fill="${a}"/><path d="M 290 170 Q 400 130 510 170" stroke="#fff" stroke-width="10" opacity="0.6"/>`,
};

export function partSvg(kind: IconKind, accent: string, title: string, label = ''): string {
  return frame(ICONS[kind](accent, label), title);
}

export function issuerSvg(id: string): string {
  const hue = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(id)}"><rect width="64" height="64" rx="12" fill="hsl(${hue} 55% 40%)"/><text x="32" y="40" text-anchor="middle" font-family="Helvetica, Arial" font-size="20" font-weight="700" fill="#fff">${escapeXml(id.slice(0, 2))}</text></svg>`;
}
