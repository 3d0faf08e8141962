// The facts about the six FOLT folding e-bikes that Magento does not hold (folding time, range, sizes, motor, texts),
// in one neutral typed module. Prices, surcharges and the bikes' weights are Magento's: the marketing pages read them
// from the catalogue (src/views/shared/bike-facts.ts), and the emulator's seed keeps its own starting values
// (magento-emulator/seed/seed.bike-prices.ts), so no page can show a price the back office no longer has.
// No imports from src/ or server/: both sides may depend on this file; it depends only on its slug list.
import type { BikeSlug } from './bike-slugs';

export type { BikeSlug };

export type Lang = 'nl' | 'en' | 'de';
export type Localized = Readonly<Record<Lang, string>>;

/** A battery a model can be ordered with (its surcharge is the bundle selection's price in Magento). */
export interface BikeBattery {
  /** SKU of the battery as a spare part (also the bundle selection in the configurator). */
  readonly sku: string;
  readonly wh: number;
  /** Weight of the pack as a spare part, for the configurator's ride-weight estimate. */
  readonly weightKg: number;
  /** Realistic range in assisted riding, from eco on flat roads (max) to full assist with headwind (min). */
  readonly rangeKm: { readonly min: number; readonly max: number };
  readonly chargeHours: number;
}

export interface BikeColour {
  readonly code: string;
  readonly hex: string;
  readonly name: Localized;
}

export interface BikeMotor {
  readonly position: 'front-hub' | 'rear-hub' | 'mid-drive';
  /** Nominal continuous power; 250 W is the legal EU limit for a pedelec. */
  readonly powerW: 250;
  readonly torqueNm: number;
  readonly sensor: 'cadence' | 'torque';
  /** Assistance stops at 25 km/h (EN 15194). */
  readonly maxAssistKmh: 25;
}

export interface BikeModel {
  readonly slug: BikeSlug;
  /** Magento SKU of the bundle product; matches /^FOLT [\w-]+/ as the shop expects. */
  readonly sku: string;
  readonly name: string;
  readonly urlKey: Localized;
  readonly tagline: Localized;
  readonly description: Localized;
  /** Who the model is for, one sentence for the selection guide. */
  readonly idealFor: Localized;
  readonly highlights: Readonly<Record<Lang, readonly string[]>>;
  readonly motor: BikeMotor;
  readonly batteries: readonly BikeBattery[];
  readonly foldedSizeCm: { readonly length: number; readonly width: number; readonly height: number };
  readonly foldSeconds: number;
  readonly wheelSizeInch: 16 | 20;
  readonly tyreWidthInch: number;
  readonly maxRiderKg: number;
  /** Maximum total weight (rider + luggage + bike), as on the frame sticker. */
  readonly maxTotalKg: number;
  readonly riderHeightCm: { readonly min: number; readonly max: number };
  /** Product name of the gear system (language-neutral; how it works is in `gearing`). */
  readonly gears: string;
  /** The kind of gearing and its number of speeds (null: stepless), so every page can say it in its own language. */
  readonly gearing: { readonly kind: 'hub' | 'derailleur' | 'stepless'; readonly speeds: number | null };
  readonly brakes: Localized;
  readonly frame: Localized;
  readonly colours: readonly BikeColour[];
  /** Order on the models page and in the shop (ascending). */
  readonly sortOrder: number;
  readonly warrantyYears: { readonly frame: number; readonly battery: number };
}

/** Shared batteries: one pack format per capacity fits every frame, so spare parts stay simple. */
export const BATTERIES = {
  wh252: { sku: 'FOLT-BAT-252', wh: 252, weightKg: 1.6, rangeKm: { min: 25, max: 50 }, chargeHours: 3 },
  wh360: { sku: 'FOLT-BAT-360', wh: 360, weightKg: 2.1, rangeKm: { min: 35, max: 70 }, chargeHours: 4 },
  wh504: { sku: 'FOLT-BAT-504', wh: 504, weightKg: 2.8, rangeKm: { min: 50, max: 100 }, chargeHours: 5 },
  wh600: { sku: 'FOLT-BAT-600', wh: 600, weightKg: 3.3, rangeKm: { min: 60, max: 120 }, chargeHours: 6 },
} as const satisfies Record<string, BikeBattery>;

const COLOURS = {
  mattBlack: { code: 'matt-black', hex: '#22262b', name: { nl: 'Mat zwart', en: 'Matt black', de: 'Mattschwarz' } },
  pearlWhite: { code: 'pearl-white', hex: '#eeece6', name: { nl: 'Parelwit', en: 'Pearl white', de: 'Perlweiß' } },
  petrol: { code: 'petrol', hex: '#1f5f66', name: { nl: 'Petrol', en: 'Petrol blue', de: 'Petrol' } },
  sand: { code: 'sand', hex: '#cdb894', name: { nl: 'Zand', en: 'Sand', de: 'Sand' } },
  forestGreen: { code: 'forest-green', hex: '#2f4a36', name: { nl: 'Bosgroen', en: 'Forest green', de: 'Waldgrün' } },
  signalRed: { code: 'signal-red', hex: '#b3282d', name: { nl: 'Signaalrood', en: 'Signal red', de: 'Signalrot' } },
  graphite: { code: 'graphite', hex: '#4a4f55', name: { nl: 'Grafiet', en: 'Graphite', de: 'Graphit' } },
  oceanBlue: { code: 'ocean-blue', hex: '#23507a', name: { nl: 'Oceaanblauw', en: 'Ocean blue', de: 'Ozeanblau' } },
} as const satisfies Record<string, BikeColour>;

export const BIKE_COLOURS: readonly BikeColour[] = Object.values(COLOURS);

const HYDRAULIC: Localized = { nl: 'Hydraulische schijfremmen', en: 'Hydraulic disc brakes', de: 'Hydraulische Scheibenbremsen' };
const MECHANICAL: Localized = { nl: 'Mechanische schijfremmen', en: 'Mechanical disc brakes', de: 'Mechanische Scheibenbremsen' };
const ALU: Localized = {
  nl: 'Aluminium 6061, vouwscharnier met dubbele vergrendeling',
  en: '6061 aluminium, folding hinge with double lock',
  de: 'Aluminium 6061, Faltgelenk mit Doppelverriegelung',
};

export const BIKE_MODELS: readonly BikeModel[] = [
  {
    slug: 'classic',
    sku: 'FOLT Classic',
    name: 'FOLT Classic',
    urlKey: { nl: 'folt-classic-elektrische-vouwfiets', en: 'folt-classic-electric-folding-bike', de: 'folt-classic-e-faltrad' },
    tagline: { nl: 'De vouwfiets voor elke dag', en: 'The everyday folding e-bike', de: 'Das Faltrad für jeden Tag' },
    description: {
      nl: 'De FOLT Classic is onze meest gekozen vouwfiets: een rustige achternaafmotor, een lage instap en zeven versnellingen in de naaf. In vijftien seconden gevouwen past hij in de kofferbak, onder je bureau of in de trein.',
      en: 'The FOLT Classic is our most chosen folding bike: a quiet rear hub motor, a low step-through and seven hub gears. Folded in fifteen seconds, it fits in a car boot, under your desk or on the train.',
      de: 'Das FOLT Classic ist unser meistgewähltes Faltrad: ein leiser Hinterradnabenmotor, ein tiefer Einstieg und sieben Nabengänge. In fünfzehn Sekunden gefaltet passt es in den Kofferraum, unter den Schreibtisch oder in den Zug.',
    },
    idealFor: { nl: 'Woon-werkverkeer en boodschappen in de stad.', en: 'Commuting and errands around town.', de: 'Pendeln und Besorgungen in der Stadt.' },
    highlights: {
      nl: ['Lage instap', 'Shimano Nexus 7-versnellingsnaaf', 'Tot 100 km bereik'],
      en: ['Low step-through', 'Shimano Nexus 7-speed hub', 'Up to 100 km range'],
      de: ['Tiefer Einstieg', 'Shimano-Nexus-7-Gang-Nabe', 'Bis zu 100 km Reichweite'],
    },
    motor: { position: 'rear-hub', powerW: 250, torqueNm: 40, sensor: 'cadence', maxAssistKmh: 25 },
    batteries: [BATTERIES.wh360, BATTERIES.wh504],
    foldedSizeCm: { length: 84, width: 42, height: 66 },
    foldSeconds: 15,
    wheelSizeInch: 20,
    tyreWidthInch: 1.75,
    maxRiderKg: 120,
    maxTotalKg: 140,
    riderHeightCm: { min: 150, max: 195 },
    gears: 'Shimano Nexus 7',
    gearing: { kind: 'hub', speeds: 7 },
    brakes: MECHANICAL,
    frame: ALU,
    colours: [COLOURS.mattBlack, COLOURS.pearlWhite, COLOURS.petrol],
    sortOrder: 10,
    warrantyYears: { frame: 10, battery: 2 },
  },
  {
    slug: 'elite',
    sku: 'FOLT Elite',
    name: 'FOLT Elite',
    urlKey: { nl: 'folt-elite-elektrische-vouwfiets', en: 'folt-elite-electric-folding-bike', de: 'folt-elite-e-faltrad' },
    tagline: { nl: 'Stil, soepel en onderhoudsarm', en: 'Silent, smooth and low-maintenance', de: 'Leise, geschmeidig und wartungsarm' },
    description: {
      nl: 'De FOLT Elite combineert een koppelsensor met een Gates-riemaandrijving en een traploze Enviolo-naaf. Geen kettingvet aan je broek, geen schakelmomenten: je trapt en de motor voelt precies aan hoeveel steun je wilt.',
      en: 'The FOLT Elite pairs a torque sensor with a Gates belt drive and a stepless Enviolo hub. No chain grease on your trousers, no shifting moments: you pedal and the motor senses exactly how much help you want.',
      de: 'Das FOLT Elite verbindet einen Drehmomentsensor mit Gates-Riemenantrieb und stufenloser Enviolo-Nabe. Kein Kettenfett an der Hose, kein Schalten: Sie treten, und der Motor spürt genau, wie viel Unterstützung Sie wollen.',
    },
    idealFor: {
      nl: 'Wie dagelijks fietst en zo min mogelijk onderhoud wil.',
      en: 'Daily riders who want as little maintenance as possible.',
      de: 'Alle, die täglich fahren und möglichst wenig warten wollen.',
    },
    highlights: {
      nl: ['Gates-riemaandrijving', 'Traploze Enviolo-naaf', 'Koppelsensor'],
      en: ['Gates belt drive', 'Stepless Enviolo hub', 'Torque sensor'],
      de: ['Gates-Riemenantrieb', 'Stufenlose Enviolo-Nabe', 'Drehmomentsensor'],
    },
    motor: { position: 'rear-hub', powerW: 250, torqueNm: 45, sensor: 'torque', maxAssistKmh: 25 },
    batteries: [BATTERIES.wh360, BATTERIES.wh504, BATTERIES.wh600],
    foldedSizeCm: { length: 86, width: 43, height: 68 },
    foldSeconds: 15,
    wheelSizeInch: 20,
    tyreWidthInch: 1.95,
    maxRiderKg: 120,
    maxTotalKg: 145,
    riderHeightCm: { min: 155, max: 198 },
    gears: 'Enviolo City',
    gearing: { kind: 'stepless', speeds: null },
    brakes: HYDRAULIC,
    frame: ALU,
    colours: [COLOURS.graphite, COLOURS.pearlWhite, COLOURS.forestGreen, COLOURS.oceanBlue],
    sortOrder: 20,
    warrantyYears: { frame: 10, battery: 2 },
  },
  {
    slug: 'maxx',
    sku: 'FOLT Maxx',
    name: 'FOLT Maxx',
    urlKey: { nl: 'folt-maxx-elektrische-vouwfiets', en: 'folt-maxx-electric-folding-bike', de: 'folt-maxx-e-faltrad' },
    tagline: { nl: 'Sterk, stabiel en klaar voor bagage', en: 'Strong, stable and ready for luggage', de: 'Stark, stabil und bereit für Gepäck' },
    description: {
      nl: 'De FOLT Maxx heeft brede 3-inch banden, een verstevigd frame en hydraulische remmen. Hij draagt rijders tot 150 kg en een volle bagagedrager, en blijft stabiel op grind, duinpaden en kasseien.',
      en: 'The FOLT Maxx has wide 3-inch tyres, a reinforced frame and hydraulic brakes. It carries riders up to 150 kg and a full rack, and stays stable on gravel, dune paths and cobbles.',
      de: 'Das FOLT Maxx hat breite 3-Zoll-Reifen, einen verstärkten Rahmen und hydraulische Bremsen. Es trägt Fahrer bis 150 kg plus vollen Gepäckträger und bleibt auf Schotter, Dünenwegen und Kopfsteinpflaster stabil.',
    },
    idealFor: { nl: 'Zwaardere rijders en onverharde paden.', en: 'Heavier riders and unpaved paths.', de: 'Schwerere Fahrer und unbefestigte Wege.' },
    highlights: {
      nl: ['20 x 3.0 ballonbanden', 'Tot 150 kg rijdersgewicht', 'Hydraulische schijfremmen'],
      en: ['20 x 3.0 balloon tyres', 'Riders up to 150 kg', 'Hydraulic disc brakes'],
      de: ['20 x 3.0 Ballonreifen', 'Fahrer bis 150 kg', 'Hydraulische Scheibenbremsen'],
    },
    motor: { position: 'rear-hub', powerW: 250, torqueNm: 55, sensor: 'torque', maxAssistKmh: 25 },
    batteries: [BATTERIES.wh504, BATTERIES.wh600],
    foldedSizeCm: { length: 90, width: 48, height: 72 },
    foldSeconds: 20,
    wheelSizeInch: 20,
    tyreWidthInch: 3,
    maxRiderKg: 150,
    maxTotalKg: 180,
    riderHeightCm: { min: 160, max: 200 },
    gears: 'Shimano Altus 8',
    gearing: { kind: 'derailleur', speeds: 8 },
    brakes: HYDRAULIC,
    frame: { nl: 'Verstevigd aluminium 6061', en: 'Reinforced 6061 aluminium', de: 'Verstärktes Aluminium 6061' },
    colours: [COLOURS.mattBlack, COLOURS.sand, COLOURS.forestGreen],
    sortOrder: 30,
    warrantyYears: { frame: 10, battery: 2 },
  },
  {
    slug: 'piccolo',
    sku: 'FOLT Piccolo',
    name: 'FOLT Piccolo',
    urlKey: { nl: 'folt-piccolo-compacte-vouwfiets', en: 'folt-piccolo-compact-folding-bike', de: 'folt-piccolo-kompaktes-faltrad' },
    tagline: { nl: 'Klein gevouwen, licht gedragen', en: 'Folds small, carries light', de: 'Klein gefaltet, leicht getragen' },
    description: {
      nl: 'De FOLT Piccolo is onze kleinste: 16-inch wielen en gevouwen niet groter dan een koffer. Ideaal voor trein, bus of een kleine camper, met een voorwielmotor die je nauwelijks hoort.',
      en: 'The FOLT Piccolo is our smallest: 16-inch wheels and folded no bigger than a suitcase. Ideal for train, bus or a small camper van, with a front hub motor you barely hear.',
      de: 'Das FOLT Piccolo ist unser kleinstes Modell: 16-Zoll-Räder und gefaltet nicht größer als ein Koffer. Ideal für Zug, Bus oder einen kleinen Camper, mit einem kaum hörbaren Vorderradmotor.',
    },
    idealFor: { nl: 'Combineren met trein, bus of camper.', en: 'Combining with train, bus or camper.', de: 'Die Kombination mit Zug, Bus oder Wohnmobil.' },
    highlights: {
      nl: ['Onze kleinste', 'Gevouwen 68 x 36 x 60 cm', 'Meeneembare accu'],
      en: ['Our smallest', 'Folded 68 x 36 x 60 cm', 'Removable battery'],
      de: ['Unser kleinstes', 'Gefaltet 68 x 36 x 60 cm', 'Herausnehmbarer Akku'],
    },
    motor: { position: 'front-hub', powerW: 250, torqueNm: 35, sensor: 'cadence', maxAssistKmh: 25 },
    batteries: [BATTERIES.wh252, BATTERIES.wh360],
    foldedSizeCm: { length: 68, width: 36, height: 60 },
    foldSeconds: 10,
    wheelSizeInch: 16,
    tyreWidthInch: 1.75,
    maxRiderKg: 100,
    maxTotalKg: 120,
    riderHeightCm: { min: 145, max: 190 },
    gears: 'Shimano Nexus 3',
    gearing: { kind: 'hub', speeds: 3 },
    brakes: MECHANICAL,
    frame: ALU,
    colours: [COLOURS.pearlWhite, COLOURS.signalRed, COLOURS.mattBlack],
    sortOrder: 40,
    warrantyYears: { frame: 10, battery: 2 },
  },
  {
    slug: 'voyage',
    sku: 'FOLT Voyage',
    name: 'FOLT Voyage',
    urlKey: { nl: 'folt-voyage-elektrische-reisvouwfiets', en: 'folt-voyage-electric-touring-folding-bike', de: 'folt-voyage-e-reisefaltrad' },
    tagline: { nl: 'Gemaakt voor lange tochten', en: 'Built for long journeys', de: 'Gebaut für lange Touren' },
    description: {
      nl: 'De FOLT Voyage is de reisfiets van de familie: een grote accu tot 600 Wh, een geïntegreerde bagagedrager voor twee tassen, verende voorvork en dynamoverlichting. Honderd kilometer per dag zonder laadstop is haalbaar.',
      en: 'The FOLT Voyage is the touring bike of the family: a large battery up to 600 Wh, an integrated rack for two panniers, a suspension fork and always-on lights. A hundred kilometres a day without a charging stop is realistic.',
      de: 'Das FOLT Voyage ist das Reiserad der Familie: ein großer Akku bis 600 Wh, ein integrierter Gepäckträger für zwei Taschen, eine Federgabel und Dauerlicht. Hundert Kilometer am Tag ohne Ladestopp sind realistisch.',
    },
    idealFor: { nl: 'Fietsvakanties en campers.', en: 'Cycling holidays and camper trips.', de: 'Radurlaube und Wohnmobilreisen.' },
    highlights: {
      nl: ['Tot 120 km bereik', 'Verende voorvork', 'Geïntegreerde bagagedrager'],
      en: ['Up to 120 km range', 'Suspension fork', 'Integrated rear rack'],
      de: ['Bis zu 120 km Reichweite', 'Federgabel', 'Integrierter Gepäckträger'],
    },
    motor: { position: 'rear-hub', powerW: 250, torqueNm: 50, sensor: 'torque', maxAssistKmh: 25 },
    batteries: [BATTERIES.wh504, BATTERIES.wh600],
    foldedSizeCm: { length: 88, width: 45, height: 70 },
    foldSeconds: 18,
    wheelSizeInch: 20,
    tyreWidthInch: 2.15,
    maxRiderKg: 130,
    maxTotalKg: 160,
    riderHeightCm: { min: 155, max: 198 },
    gears: 'Shimano Deore 10',
    gearing: { kind: 'derailleur', speeds: 10 },
    brakes: HYDRAULIC,
    frame: ALU,
    colours: [COLOURS.petrol, COLOURS.graphite, COLOURS.sand],
    sortOrder: 50,
    warrantyYears: { frame: 10, battery: 2 },
  },
  {
    slug: 'folt-200-s',
    sku: 'FOLT 200-S',
    name: 'FOLT 200-S',
    urlKey: { nl: 'folt-200-s-sportieve-vouwfiets', en: 'folt-200-s-sport-folding-bike', de: 'folt-200-s-sportliches-faltrad' },
    tagline: { nl: 'Sportief, licht en snel', en: 'Sporty, light and quick', de: 'Sportlich, leicht und schnell' },
    description: {
      nl: 'De FOLT 200-S is de sportieveling: een middenmotor met 65 Nm, een koppelsensor en een stijf frame met koolstof voorvork. Licht en stijf klimt hij vlot, en hij vouwt even makkelijk als de Classic.',
      en: 'The FOLT 200-S is the sporty one: a 65 Nm mid-drive motor, a torque sensor and a stiff frame with a carbon fork. Light and stiff, it climbs briskly and folds as easily as the Classic.',
      de: 'Das FOLT 200-S ist der Sportler: ein Mittelmotor mit 65 Nm, ein Drehmomentsensor und ein steifer Rahmen mit Carbongabel. Leicht und steif klettert es zügig und faltet sich so leicht wie das Classic.',
    },
    idealFor: { nl: 'Sportieve rijders en heuvelachtige routes.', en: 'Sporty riders and hilly routes.', de: 'Sportliche Fahrer und hügelige Strecken.' },
    highlights: {
      nl: ['Middenmotor 65 Nm', 'Koolstof voorvork', 'Licht sportframe'],
      en: ['65 Nm mid-drive motor', 'Carbon fork', 'Light sports frame'],
      de: ['Mittelmotor mit 65 Nm', 'Carbongabel', 'Leichter Sportrahmen'],
    },
    motor: { position: 'mid-drive', powerW: 250, torqueNm: 65, sensor: 'torque', maxAssistKmh: 25 },
    batteries: [BATTERIES.wh360, BATTERIES.wh504],
    foldedSizeCm: { length: 84, width: 40, height: 65 },
    foldSeconds: 15,
    wheelSizeInch: 20,
    tyreWidthInch: 1.5,
    maxRiderKg: 110,
    maxTotalKg: 130,
    riderHeightCm: { min: 160, max: 198 },
    gears: 'Shimano Deore 10',
    gearing: { kind: 'derailleur', speeds: 10 },
    brakes: HYDRAULIC,
    frame: { nl: 'Aluminium 7005 met koolstof voorvork', en: '7005 aluminium with carbon fork', de: 'Aluminium 7005 mit Carbongabel' },
    colours: [COLOURS.signalRed, COLOURS.mattBlack, COLOURS.oceanBlue],
    sortOrder: 60,
    warrantyYears: { frame: 10, battery: 2 },
  },
];

export function findBikeModel(slug: string): BikeModel | undefined {
  return BIKE_MODELS.find((model) => model.slug === slug);
}
