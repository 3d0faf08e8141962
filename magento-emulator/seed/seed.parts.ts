// The parts and accessories of the seed catalogue, with real copy in nl, en and de (name, one-liner, short description).
import type { Lang } from '../../common/bike-models';
import type { IconKind } from './seed.images';

export type CategoryKey = 'bikes' | 'batteries' | 'bags' | 'locks' | 'lights' | 'tyres' | 'mudguards' | 'comfort' | 'components';

/** `key` is also the category's url_key in every store view: the shop finds its categories by url_key, never by id. */
export interface CategorySeed { id: number; key: CategoryKey; names: Record<Lang, string>; inShop: boolean }

/** The seed's category ids (1 = root catalog, 2 = default category); `seedCategories` can number them otherwise. */
export const CATEGORIES: readonly CategorySeed[] = [
  { id: 10, key: 'bikes', names: { nl: 'Vouwfietsen', en: 'Folding bikes', de: 'Falträder' }, inShop: true },
  { id: 11, key: 'batteries', names: { nl: "Accu's en laders", en: 'Batteries and chargers', de: 'Akkus und Ladegeräte' }, inShop: true },
  { id: 12, key: 'bags', names: { nl: 'Tassen en bagage', en: 'Bags and luggage', de: 'Taschen und Gepäck' }, inShop: true },
  { id: 13, key: 'locks', names: { nl: 'Sloten', en: 'Locks', de: 'Schlösser' }, inShop: true },
  { id: 14, key: 'lights', names: { nl: 'Verlichting', en: 'Lights', de: 'Beleuchtung' }, inShop: true },
  { id: 15, key: 'tyres', names: { nl: 'Banden en binnenbanden', en: 'Tyres and tubes', de: 'Reifen und Schläuche' }, inShop: true },
  { id: 16, key: 'mudguards', names: { nl: 'Spatborden en dragers', en: 'Mudguards and racks', de: 'Schutzbleche und Träger' }, inShop: true },
  { id: 17, key: 'comfort', names: { nl: 'Comfort en onderhoud', en: 'Comfort and care', de: 'Komfort und Pflege' }, inShop: true },
  { id: 18, key: 'components', names: { nl: 'Onderdelen configurator', en: 'Configurator components', de: 'Konfigurator-Komponenten' }, inShop: false },
];

/**
 * The categories numbered from `firstId` (default: the ids above). A test seeds them elsewhere to prove that the shop
 * reads ids from Magento's category tree instead of assuming them.
 */
export function seedCategories(firstId = CATEGORIES[0]!.id): CategorySeed[] {
  if (!Number.isInteger(firstId) || firstId < 3 || firstId > 1_000_000) throw new Error('categoryIdBase must be an integer from 3');
  return CATEGORIES.map((category, index) => ({ ...category, id: firstId + index }));
}

type Copy = readonly [name: string, oneLiner: string, shortDescription: string];

export interface PartSeed {
  sku: string;
  category: CategoryKey;
  priceCents: number;
  weightKg: number;
  stock: number;
  icon: IconKind;
  /** Accent colour of the illustration. */
  accent?: string;
  related?: readonly string[];
  crosssell?: readonly string[];
  copy: Record<Lang, Copy>;
}

export const PARTS: readonly PartSeed[] = [
  // Batteries and charging
  { sku: 'FOLT-BAT-252', category: 'batteries', priceCents: 44_900, weightKg: 1.6, stock: 14, icon: 'battery', related: ['FOLT-BAT-360', 'FOLT-CHG-2A'], crosssell: ['FOLT-BAT-COVER'], copy: {
    nl: ['Accu 252 Wh', 'Lichte reserve-accu voor de Piccolo', 'Compacte 36V-accu van 252 Wh voor 25 tot 50 km extra bereik. Past in elk FOLT-frame en weegt maar 1,6 kg.'],
    en: ['Battery 252 Wh', 'Light spare battery for the Piccolo', 'Compact 36V battery of 252 Wh for 25 to 50 km of extra range. Fits every FOLT frame and weighs only 1.6 kg.'],
    de: ['Akku 252 Wh', 'Leichter Ersatzakku für das Piccolo', 'Kompakter 36-V-Akku mit 252 Wh für 25 bis 50 km zusätzliche Reichweite. Passt in jeden FOLT-Rahmen und wiegt nur 1,6 kg.'] } },
  { sku: 'FOLT-BAT-360', category: 'batteries', priceCents: 54_900, weightKg: 2.1, stock: 20, icon: 'battery', related: ['FOLT-BAT-504', 'FOLT-CHG-2A'], crosssell: ['FOLT-BAT-COVER', 'FOLT-CHG-4A'], copy: {
    nl: ['Accu 360 Wh', 'De standaardaccu van Classic, Elite en 200-S', 'Uitneembare 36V-accu met 360 Wh en Samsung-cellen, goed voor 35 tot 70 km. Laadt in vier uur op met de standaardlader.'],
    en: ['Battery 360 Wh', 'The standard battery of Classic, Elite and 200-S', 'Removable 36V battery with 360 Wh and Samsung cells, good for 35 to 70 km. Charges in four hours with the standard charger.'],
    de: ['Akku 360 Wh', 'Der Standardakku von Classic, Elite und 200-S', 'Herausnehmbarer 36-V-Akku mit 360 Wh und Samsung-Zellen für 35 bis 70 km. Lädt in vier Stunden mit dem Standardladegerät.'] } },
  { sku: 'FOLT-BAT-504', category: 'batteries', priceCents: 69_900, weightKg: 2.8, stock: 12, icon: 'battery', related: ['FOLT-BAT-600', 'FOLT-BAT-360'], crosssell: ['FOLT-CHG-4A', 'FOLT-BAT-COVER'], copy: {
    nl: ['Accu 504 Wh', 'Meer bereik voor lange dagen', 'Accu van 504 Wh voor 50 tot 100 km. De standaard op Maxx en Voyage en een populaire upgrade voor de Classic.'],
    en: ['Battery 504 Wh', 'More range for long days', '504 Wh battery for 50 to 100 km. Standard on the Maxx and Voyage and a popular upgrade for the Classic.'],
    de: ['Akku 504 Wh', 'Mehr Reichweite für lange Tage', 'Akku mit 504 Wh für 50 bis 100 km. Serienmäßig bei Maxx und Voyage und ein beliebtes Upgrade für das Classic.'] } },
  { sku: 'FOLT-BAT-600', category: 'batteries', priceCents: 84_900, weightKg: 3.3, stock: 6, icon: 'battery', related: ['FOLT-BAT-504'], crosssell: ['FOLT-CHG-4A'], copy: {
    nl: ['Accu 600 Wh', 'Maximaal bereik voor toerfietsers', 'Onze grootste accu: 600 Wh voor 60 tot 120 km. Voor Elite, Maxx en Voyage; met de snellader in vier uur vol.'],
    en: ['Battery 600 Wh', 'Maximum range for touring riders', 'Our largest battery: 600 Wh for 60 to 120 km. For Elite, Maxx and Voyage; full in four hours with the fast charger.'],
    de: ['Akku 600 Wh', 'Maximale Reichweite für Tourenfahrer', 'Unser größter Akku: 600 Wh für 60 bis 120 km. Für Elite, Maxx und Voyage; mit dem Schnellladegerät in vier Stunden voll.'] } },
  { sku: 'FOLT-CHG-2A', category: 'batteries', priceCents: 5_900, weightKg: 0.6, stock: 40, icon: 'charger', related: ['FOLT-CHG-4A'], crosssell: ['FOLT-CHG-POUCH'], copy: {
    nl: ['Lader 2A', 'Extra lader voor thuis of op het werk', 'Originele 42V-lader van 2 ampère. Handig als tweede lader op kantoor of in de camper; met automatische uitschakeling.'],
    en: ['Charger 2A', 'A second charger for home or work', 'Original 42V charger at 2 amps. Handy as a second charger at the office or in the camper, with automatic cut-off.'],
    de: ['Ladegerät 2A', 'Zweites Ladegerät für Zuhause oder Büro', 'Original-Ladegerät mit 42 V und 2 Ampere. Praktisch als Zweitgerät im Büro oder Wohnmobil, mit automatischer Abschaltung.'] } },
  { sku: 'FOLT-CHG-4A', category: 'batteries', priceCents: 11_900, weightKg: 0.9, stock: 18, icon: 'charger', accent: '#d97706', related: ['FOLT-CHG-2A'], crosssell: ['FOLT-BAT-504'], copy: {
    nl: ['Snellader 4A', 'Je accu in de helft van de tijd vol', 'Snellader van 4 ampère: een 504 Wh-accu is in ruim twee uur weer vol. Stil dankzij passieve koeling.'],
    en: ['Fast charger 4A', 'Your battery full in half the time', 'Fast charger at 4 amps: a 504 Wh battery is full again in just over two hours. Silent thanks to passive cooling.'],
    de: ['Schnellladegerät 4A', 'Akku in der halben Zeit geladen', 'Schnellladegerät mit 4 Ampere: Ein 504-Wh-Akku ist in gut zwei Stunden wieder voll. Leise dank passiver Kühlung.'] } },
  { sku: 'FOLT-BAT-COVER', category: 'batteries', priceCents: 2_495, weightKg: 0.15, stock: 35, icon: 'cover', related: ['FOLT-BAT-360'], copy: {
    nl: ['Accuhoes neopreen', 'Houdt je accu warm in de winter', 'Neopreen hoes die de accu isoleert bij vorst, zodat je minder bereik verliest. Past om alle FOLT-accu’s.'],
    en: ['Neoprene battery cover', 'Keeps your battery warm in winter', 'Neoprene sleeve that insulates the battery in frost, so you lose less range. Fits all FOLT batteries.'],
    de: ['Akkuhülle aus Neopren', 'Hält den Akku im Winter warm', 'Neoprenhülle, die den Akku bei Frost isoliert, damit weniger Reichweite verloren geht. Passt auf alle FOLT-Akkus.'] } },
  { sku: 'FOLT-CHG-POUCH', category: 'batteries', priceCents: 1_995, weightKg: 0.12, stock: 30, icon: 'bag', accent: '#6b7280', related: ['FOLT-CHG-2A'], copy: {
    nl: ['Opbergtasje voor lader', 'Lader en kabel netjes mee', 'Gewatteerd tasje voor lader en snoer, met klittenband om aan het stuur of de bagagedrager te hangen.'],
    en: ['Charger pouch', 'Carry charger and cable neatly', 'Padded pouch for charger and cable, with a hook-and-loop strap to hang it from the handlebar or rack.'],
    de: ['Tasche für Ladegerät', 'Ladegerät und Kabel ordentlich dabei', 'Gepolsterte Tasche für Ladegerät und Kabel, mit Klettband zum Befestigen am Lenker oder Gepäckträger.'] } },

  // Bags and luggage
  { sku: 'FOLT-BAG-PANNIER', category: 'bags', priceCents: 8_900, weightKg: 0.9, stock: 25, icon: 'pannier', related: ['FOLT-BAG-DOUBLE', 'FOLT-RACK-REAR'], crosssell: ['FOLT-RACK-REAR'], copy: {
    nl: ['Fietstas 20 liter', 'Waterdichte tas voor de bagagedrager', 'Waterdichte enkele fietstas van 20 liter met rolsluiting en klikbevestiging. Blijft zitten als je de fiets vouwt.'],
    en: ['Pannier 20 litres', 'Waterproof bag for the rear rack', 'Waterproof single pannier of 20 litres with roll closure and click mount. Stays on when you fold the bike.'],
    de: ['Fahrradtasche 20 Liter', 'Wasserdichte Tasche für den Gepäckträger', 'Wasserdichte Einzeltasche mit 20 Litern, Rollverschluss und Klickbefestigung. Bleibt beim Falten am Rad.'] } },
  { sku: 'FOLT-BAG-DOUBLE', category: 'bags', priceCents: 12_900, weightKg: 1.5, stock: 15, icon: 'pannier', accent: '#1f5f66', related: ['FOLT-BAG-PANNIER'], crosssell: ['FOLT-RACK-REAR'], copy: {
    nl: ['Dubbele fietstas 2 x 16 liter', 'Ruimte voor een weekend weg', 'Dubbele fietstas met twee vakken van 16 liter en reflecterende strepen. Ideaal voor boodschappen of een weekendtrip.'],
    en: ['Double pannier 2 x 16 litres', 'Room for a weekend away', 'Double pannier with two 16-litre compartments and reflective stripes. Ideal for groceries or a weekend trip.'],
    de: ['Doppeltasche 2 x 16 Liter', 'Platz für ein Wochenende', 'Doppelte Fahrradtasche mit zwei Fächern zu je 16 Litern und Reflexstreifen. Ideal für Einkäufe oder einen Wochenendausflug.'] } },
  { sku: 'FOLT-BAG-FRAME', category: 'bags', priceCents: 4_900, weightKg: 0.35, stock: 28, icon: 'framebag', related: ['FOLT-BAG-FRONT'], copy: {
    nl: ['Frametas', 'Sleutels en telefoon binnen handbereik', 'Slanke frametas van 3 liter die het vouwscharnier vrijlaat. Met waterafstotende rits en binnenvak voor je telefoon.'],
    en: ['Frame bag', 'Keys and phone within reach', 'Slim 3-litre frame bag that keeps the folding hinge free. With a water-repellent zip and an inner pocket for your phone.'],
    de: ['Rahmentasche', 'Schlüssel und Handy griffbereit', 'Schlanke Rahmentasche mit 3 Litern, die das Faltgelenk frei lässt. Mit wasserabweisendem Reißverschluss und Innenfach fürs Handy.'] } },
  { sku: 'FOLT-BAG-FRONT', category: 'bags', priceCents: 6_900, weightKg: 0.7, stock: 20, icon: 'frontbag', related: ['FOLT-RACK-FRONT', 'FOLT-BAG-FRAME'], crosssell: ['FOLT-RACK-FRONT'], copy: {
    nl: ['Stuurtas 8 liter', 'Klikt vast aan de voorkant', 'Stuurtas van 8 liter met KlickFix-adapter en draaggreep. Met één hand los te klikken en mee te nemen.'],
    en: ['Handlebar bag 8 litres', 'Clicks onto the front', '8-litre handlebar bag with KlickFix adapter and carry handle. Unclip it with one hand and take it with you.'],
    de: ['Lenkertasche 8 Liter', 'Klickt vorne fest', 'Lenkertasche mit 8 Litern, KlickFix-Adapter und Tragegriff. Mit einer Hand abnehmbar und mitzunehmen.'] } },
  { sku: 'FOLT-BAG-CARRY', category: 'bags', priceCents: 9_900, weightKg: 1.1, stock: 16, icon: 'carrybag', related: ['FOLT-COVER-STORAGE'], crosssell: ['FOLT-WALL-MOUNT'], copy: {
    nl: ['Vervoerstas voor gevouwen fiets', 'Zo mag je vouwfiets mee in trein en bus', 'Stevige tas waarin je gevouwen FOLT past. Zo reist hij overal mee als bagage. Met schouderband en wieltjes.'],
    en: ['Carry bag for the folded bike', 'Take your bike on trains and buses', 'Sturdy bag that holds your folded FOLT, so it travels as luggage anywhere. With shoulder strap and wheels.'],
    de: ['Transporttasche für das gefaltete Rad', 'So darf Ihr Faltrad in Zug und Bus', 'Robuste Tasche für Ihr gefaltetes FOLT, damit es überall als Gepäck mitreist. Mit Schultergurt und Rollen.'] } },
  { sku: 'FOLT-BAG-TRUNK', category: 'bags', priceCents: 5_900, weightKg: 0.6, stock: 22, icon: 'trunkbag', related: ['FOLT-BAG-PANNIER'], crosssell: ['FOLT-RACK-REAR'], copy: {
    nl: ['Bagagedragertas 10 liter', 'Klein, stevig en met regenhoes', 'Tas van 10 liter bovenop de drager met zijvakken die uitklappen en een regenhoes. Past ook op de Piccolo.'],
    en: ['Trunk bag 10 litres', 'Small, sturdy and with a rain cover', '10-litre bag on top of the rack with fold-out side pockets and a rain cover. Also fits the Piccolo.'],
    de: ['Gepäckträgertasche 10 Liter', 'Klein, stabil und mit Regenhülle', 'Tasche mit 10 Litern für oben auf den Träger, mit ausklappbaren Seitenfächern und Regenhülle. Passt auch aufs Piccolo.'] } },

  // Locks
  { sku: 'FOLT-LOCK-FOLD', category: 'locks', priceCents: 7_995, weightKg: 1.0, stock: 30, icon: 'foldlock', related: ['FOLT-LOCK-CHAIN'], crosssell: ['FOLT-LOCK-RING'], copy: {
    nl: ['Vouwslot ART-2', 'Sterk slot dat klein opvouwt', 'Vouwslot met ART-2-keurmerk en houder voor het frame. Net zo compact als je fiets en sterk genoeg voor de stad.'],
    en: ['Folding lock ART-2', 'A strong lock that folds small', 'Folding lock with ART-2 approval and a frame holder. As compact as your bike and strong enough for the city.'],
    de: ['Faltschloss ART-2', 'Starkes Schloss, klein gefaltet', 'Faltschloss mit ART-2-Zertifikat und Rahmenhalterung. So kompakt wie Ihr Rad und stark genug für die Stadt.'] } },
  { sku: 'FOLT-LOCK-RING', category: 'locks', priceCents: 4_495, weightKg: 0.5, stock: 26, icon: 'ringlock', related: ['FOLT-LOCK-CHAIN'], crosssell: ['FOLT-LOCK-FOLD'], copy: {
    nl: ['Ringslot', 'Snel op slot, vast aan het frame', 'Ringslot met ART-2-keurmerk dat vast op het achterframe zit. Sleutel blijft pas los als het slot dicht is.'],
    en: ['Frame ring lock', 'Quick to lock, fixed to the frame', 'Ring lock with ART-2 approval that sits on the rear frame. The key only comes out once the lock is closed.'],
    de: ['Rahmenschloss', 'Schnell verriegelt, fest am Rahmen', 'Rahmenschloss mit ART-2-Zertifikat am Hinterbau. Der Schlüssel lässt sich erst bei geschlossenem Schloss abziehen.'] } },
  { sku: 'FOLT-LOCK-CHAIN', category: 'locks', priceCents: 6_995, weightKg: 1.3, stock: 18, icon: 'chainlock', related: ['FOLT-LOCK-RING'], crosssell: ['FOLT-LOCK-RING'], copy: {
    nl: ['Insteekketting 100 cm', 'Voor aan een lantaarnpaal of rek', 'Insteekketting van 100 cm die in het ringslot klikt. Zo zet je de fiets vast aan een paal met één sleutel.'],
    en: ['Plug-in chain 100 cm', 'For a lamp post or bike rack', '100 cm plug-in chain that clicks into the ring lock, so you can lock the bike to a post with one key.'],
    de: ['Einsteckkette 100 cm', 'Für Laternenpfahl oder Fahrradständer', 'Einsteckkette mit 100 cm, die ins Rahmenschloss klickt. So schließen Sie das Rad mit einem Schlüssel an.'] } },
  { sku: 'FOLT-LOCK-CABLE', category: 'locks', priceCents: 2_495, weightKg: 0.3, stock: 40, icon: 'cablelock', related: ['FOLT-LOCK-FOLD'], copy: {
    nl: ['Kabelslot met cijfercode', 'Licht extra slot voor even snel', 'Spiraalkabel van 180 cm met instelbare cijfercode. Handig om helm, tas of een tweede fiets mee vast te zetten.'],
    en: ['Combination cable lock', 'Light extra lock for quick stops', '180 cm coiled cable with a resettable code. Handy for securing a helmet, a bag or a second bike.'],
    de: ['Kabelschloss mit Zahlencode', 'Leichtes Zusatzschloss für kurze Stopps', 'Spiralkabel mit 180 cm und einstellbarem Zahlencode. Praktisch für Helm, Tasche oder ein zweites Rad.'] } },
  { sku: 'FOLT-LOCK-GPS', category: 'locks', priceCents: 14_900, weightKg: 0.08, stock: 10, icon: 'tracker', related: ['FOLT-LOCK-FOLD'], copy: {
    nl: ['GPS-tracker', 'Vind je fiets terug met je telefoon', 'Onzichtbaar weggewerkte GPS-tracker met een jaar abonnement. Je krijgt een melding als de fiets zonder jou beweegt.'],
    en: ['GPS tracker', 'Find your bike with your phone', 'Hidden GPS tracker with a one-year subscription. You get an alert when the bike moves without you.'],
    de: ['GPS-Tracker', 'Finden Sie Ihr Rad per Handy', 'Unsichtbar verbauter GPS-Tracker mit einem Jahr Abo. Sie werden benachrichtigt, wenn sich das Rad ohne Sie bewegt.'] } },

  // Lights
  { sku: 'FOLT-LIGHT-FRONT', category: 'lights', priceCents: 4_995, weightKg: 0.12, stock: 32, icon: 'frontlight', related: ['FOLT-LIGHT-REAR'], crosssell: ['FOLT-LIGHT-REAR'], copy: {
    nl: ['Koplamp 70 lux', 'Helder licht uit de fietsaccu', 'LED-koplamp van 70 lux die op de fietsaccu werkt, met dagrijlicht. StVZO-goedgekeurd, dus ook legaal in Duitsland.'],
    en: ['Headlight 70 lux', 'Bright light powered by the bike battery', '70 lux LED headlight powered by the bike battery, with daytime running light. StVZO approved, so legal in Germany too.'],
    de: ['Scheinwerfer 70 Lux', 'Helles Licht aus dem Fahrradakku', 'LED-Scheinwerfer mit 70 Lux, gespeist vom Fahrradakku, mit Tagfahrlicht. StVZO-zugelassen.'] } },
  { sku: 'FOLT-LIGHT-REAR', category: 'lights', priceCents: 2_995, weightKg: 0.08, stock: 34, icon: 'rearlight', accent: '#b3282d', related: ['FOLT-LIGHT-FRONT'], crosssell: ['FOLT-LIGHT-FRONT'], copy: {
    nl: ['Achterlicht met remlicht', 'Opvallen van achteren', 'Achterlicht dat feller brandt als je remt. Op de bagagedrager te monteren en aangesloten op de fietsaccu.'],
    en: ['Rear light with brake light', 'Be seen from behind', 'Rear light that shines brighter when you brake. Mounts on the rack and runs from the bike battery.'],
    de: ['Rücklicht mit Bremslicht', 'Von hinten gut sichtbar', 'Rücklicht, das beim Bremsen heller leuchtet. Wird am Gepäckträger montiert und vom Fahrradakku gespeist.'] } },
  { sku: 'FOLT-LIGHT-SET', category: 'lights', priceCents: 3_995, weightKg: 0.15, stock: 24, icon: 'lightset', related: ['FOLT-LIGHT-FRONT', 'FOLT-LIGHT-REAR'], copy: {
    nl: ['Losse verlichtingsset USB', 'Oplaadbare lampjes voor voor en achter', 'Set oplaadbare LED-lampjes met USB-C en siliconen bevestiging. Perfect als reserve of voor een tweede fiets.'],
    en: ['Clip-on USB light set', 'Rechargeable front and rear lights', 'Set of rechargeable LED lights with USB-C and silicone straps. Perfect as a spare or for a second bike.'],
    de: ['Akku-Leuchtenset USB', 'Aufladbare Leuchten für vorne und hinten', 'Set aus aufladbaren LED-Leuchten mit USB-C und Silikonbefestigung. Ideal als Reserve oder für ein zweites Rad.'] } },
  { sku: 'FOLT-REFLECT-SPOKE', category: 'lights', priceCents: 995, weightKg: 0.05, stock: 60, icon: 'reflector', copy: {
    nl: ['Spaakreflectoren (set van 36)', 'Zichtbaar van opzij', 'Reflecterende spaakclips voor beide wielen. Snel te monteren en goed zichtbaar in het licht van auto’s.'],
    en: ['Spoke reflectors (set of 36)', 'Visible from the side', 'Reflective spoke clips for both wheels. Quick to fit and clearly visible in car headlights.'],
    de: ['Speichenreflektoren (36 Stück)', 'Von der Seite sichtbar', 'Reflektierende Speichenclips für beide Räder. Schnell montiert und im Scheinwerferlicht gut sichtbar.'] } },

  // Tyres and tubes
  { sku: 'FOLT-TYRE-20-175', category: 'tyres', priceCents: 3_995, weightKg: 0.6, stock: 30, icon: 'tyre', related: ['FOLT-TUBE-20'], crosssell: ['FOLT-TUBE-20', 'FOLT-LINER'], copy: {
    nl: ['Buitenband 20 x 1.75', 'Lekbestendige band voor Classic en 200-S', 'Schwalbe Big Apple van 20 x 1.75 met lekbescherming en reflectiestrook. Comfortabel op klinkers en fietspaden.'],
    en: ['Tyre 20 x 1.75', 'Puncture-resistant tyre for Classic and 200-S', 'Schwalbe Big Apple 20 x 1.75 with puncture protection and reflective stripe. Comfortable on cobbles and cycle paths.'],
    de: ['Reifen 20 x 1.75', 'Pannensicherer Reifen für Classic und 200-S', 'Schwalbe Big Apple in 20 x 1.75 mit Pannenschutz und Reflexstreifen. Komfortabel auf Pflaster und Radwegen.'] } },
  { sku: 'FOLT-TYRE-16-175', category: 'tyres', priceCents: 3_495, weightKg: 0.45, stock: 20, icon: 'tyre', related: ['FOLT-TUBE-16'], crosssell: ['FOLT-TUBE-16'], copy: {
    nl: ['Buitenband 16 x 1.75', 'Vervangband voor de Piccolo', 'Lekbestendige 16-inch band met fijn profiel voor weinig rolweerstand. Origineel op de FOLT Piccolo.'],
    en: ['Tyre 16 x 1.75', 'Replacement tyre for the Piccolo', 'Puncture-resistant 16-inch tyre with a fine tread for low rolling resistance. Original on the FOLT Piccolo.'],
    de: ['Reifen 16 x 1.75', 'Ersatzreifen für das Piccolo', 'Pannensicherer 16-Zoll-Reifen mit feinem Profil für geringen Rollwiderstand. Original am FOLT Piccolo.'] } },
  { sku: 'FOLT-TYRE-20-300', category: 'tyres', priceCents: 5_495, weightKg: 1.1, stock: 12, icon: 'fattyre', related: ['FOLT-TUBE-20-WIDE'], crosssell: ['FOLT-TUBE-20-WIDE'], copy: {
    nl: ['Ballonband 20 x 3.0', 'Extra grip en vering voor de Maxx', 'Brede 3-inch band met grof profiel. Geeft grip op grind en zand en dempt schokken zonder verende vork.'],
    en: ['Balloon tyre 20 x 3.0', 'Extra grip and cushioning for the Maxx', 'Wide 3-inch tyre with a coarse tread. Grips on gravel and sand and absorbs bumps without a suspension fork.'],
    de: ['Ballonreifen 20 x 3.0', 'Mehr Grip und Federung für das Maxx', 'Breiter 3-Zoll-Reifen mit grobem Profil. Greift auf Schotter und Sand und dämpft Stöße ohne Federgabel.'] } },
  { sku: 'FOLT-TUBE-20', category: 'tyres', priceCents: 795, weightKg: 0.15, stock: 80, icon: 'tube', related: ['FOLT-TYRE-20-175'], crosssell: ['FOLT-PUMP'], copy: {
    nl: ['Binnenband 20 inch', 'Met autoventiel, voor 1.5 tot 2.15', 'Binnenband voor 20-inch wielen met autoventiel, te pompen bij elk tankstation. Past op Classic, Elite, Voyage en 200-S.'],
    en: ['Inner tube 20 inch', 'Schrader valve, for 1.5 to 2.15', 'Inner tube for 20-inch wheels with a Schrader valve, so any petrol station can pump it. Fits Classic, Elite, Voyage and 200-S.'],
    de: ['Schlauch 20 Zoll', 'Mit Autoventil, für 1.5 bis 2.15', 'Schlauch für 20-Zoll-Räder mit Autoventil, an jeder Tankstelle aufpumpbar. Passt auf Classic, Elite, Voyage und 200-S.'] } },
  { sku: 'FOLT-TUBE-16', category: 'tyres', priceCents: 695, weightKg: 0.12, stock: 50, icon: 'tube', related: ['FOLT-TYRE-16-175'], crosssell: ['FOLT-PUMP'], copy: {
    nl: ['Binnenband 16 inch', 'Reserveband voor de Piccolo', 'Binnenband voor 16-inch wielen met autoventiel. Klein genoeg om altijd in je tas mee te nemen.'],
    en: ['Inner tube 16 inch', 'A spare tube for the Piccolo', 'Inner tube for 16-inch wheels with a Schrader valve. Small enough to always carry in your bag.'],
    de: ['Schlauch 16 Zoll', 'Ersatzschlauch für das Piccolo', 'Schlauch für 16-Zoll-Räder mit Autoventil. Klein genug, um ihn immer in der Tasche dabeizuhaben.'] } },
  { sku: 'FOLT-TUBE-20-WIDE', category: 'tyres', priceCents: 1_195, weightKg: 0.3, stock: 25, icon: 'tube', related: ['FOLT-TYRE-20-300'], copy: {
    nl: ['Binnenband 20 x 3.0', 'Voor de brede banden van de Maxx', 'Extra brede binnenband voor 20 x 3.0 ballonbanden, met autoventiel en dikkere wand.'],
    en: ['Inner tube 20 x 3.0', 'For the wide tyres of the Maxx', 'Extra-wide inner tube for 20 x 3.0 balloon tyres, with a Schrader valve and a thicker wall.'],
    de: ['Schlauch 20 x 3.0', 'Für die breiten Reifen des Maxx', 'Extrabreiter Schlauch für 20 x 3.0 Ballonreifen, mit Autoventil und dickerer Wand.'] } },
  { sku: 'FOLT-LINER', category: 'tyres', priceCents: 1_995, weightKg: 0.2, stock: 30, icon: 'liner', related: ['FOLT-TUBE-20'], copy: {
    nl: ['Anti-lekstrip (2 stuks)', 'Nooit meer glas in je band', 'Kunststof strip tussen band en binnenband die glas en doorns tegenhoudt. Voor 16- en 20-inch wielen.'],
    en: ['Puncture liner (pair)', 'No more glass in your tyre', 'Plastic strip between tyre and tube that stops glass and thorns. For 16- and 20-inch wheels.'],
    de: ['Pannenschutzband (Paar)', 'Nie wieder Glas im Reifen', 'Kunststoffband zwischen Reifen und Schlauch, das Glas und Dornen abhält. Für 16- und 20-Zoll-Räder.'] } },

  // Mudguards and racks
  { sku: 'FOLT-MUDGUARD-20', category: 'mudguards', priceCents: 3_995, weightKg: 0.5, stock: 22, icon: 'mudguard', related: ['FOLT-MUDGUARD-16'], crosssell: ['FOLT-RACK-REAR'], copy: {
    nl: ['Spatbordset 20 inch', 'Droog aankomen, ook na een bui', 'Lichte spatborden voor 20-inch wielen met spatlap. Met snelkoppeling zodat het vouwen niet gehinderd wordt.'],
    en: ['Mudguard set 20 inch', 'Arrive dry, even after a shower', 'Light mudguards for 20-inch wheels with mud flap. Quick-release stays keep folding unhindered.'],
    de: ['Schutzblechset 20 Zoll', 'Trocken ankommen, auch nach dem Regen', 'Leichte Schutzbleche für 20-Zoll-Räder mit Spritzschutz. Schnellspanner behindern das Falten nicht.'] } },
  { sku: 'FOLT-MUDGUARD-16', category: 'mudguards', priceCents: 3_495, weightKg: 0.4, stock: 14, icon: 'mudguard', related: ['FOLT-MUDGUARD-20'], copy: {
    nl: ['Spatbordset 16 inch', 'Op maat voor de Piccolo', 'Spatborden voor de 16-inch wielen van de Piccolo, die in de gevouwen stand binnen de wielen blijven.'],
    en: ['Mudguard set 16 inch', 'Made to measure for the Piccolo', 'Mudguards for the 16-inch wheels of the Piccolo that stay inside the wheels when folded.'],
    de: ['Schutzblechset 16 Zoll', 'Maßgeschneidert für das Piccolo', 'Schutzbleche für die 16-Zoll-Räder des Piccolo, die im gefalteten Zustand innerhalb der Räder bleiben.'] } },
  { sku: 'FOLT-RACK-REAR', category: 'mudguards', priceCents: 6_900, weightKg: 0.9, stock: 26, icon: 'rack', related: ['FOLT-RACK-FRONT'], crosssell: ['FOLT-BAG-PANNIER', 'FOLT-BAG-TRUNK'], copy: {
    nl: ['Bagagedrager achter', 'Draagt 25 kg en dient als standaard', 'Aluminium drager voor 25 kg met wieltjes: gevouwen rijdt je fiets erop als een trolley.'],
    en: ['Rear rack', 'Carries 25 kg and doubles as a stand', 'Aluminium rack for 25 kg with small rollers: once folded, your bike rolls on it like a trolley.'],
    de: ['Gepäckträger hinten', 'Trägt 25 kg und dient als Ständer', 'Aluminiumträger für 25 kg mit Rollen: Gefaltet rollt Ihr Rad darauf wie ein Trolley.'] } },
  { sku: 'FOLT-RACK-FRONT', category: 'mudguards', priceCents: 5_900, weightKg: 0.7, stock: 18, icon: 'frontrack', related: ['FOLT-RACK-REAR'], crosssell: ['FOLT-BAG-FRONT'], copy: {
    nl: ['Voordrager', 'Krat of tas voorop', 'Voordrager aan het balhoofd voor een krat of stuurtas tot 10 kg. Draait mee met het stuur.'],
    en: ['Front carrier', 'A crate or bag up front', 'Head-tube carrier for a crate or handlebar bag up to 10 kg. Turns with the handlebar.'],
    de: ['Frontträger', 'Kiste oder Tasche vorne', 'Frontträger am Steuerrohr für Kiste oder Lenkertasche bis 10 kg. Dreht mit dem Lenker mit.'] } },
  { sku: 'FOLT-KICKSTAND', category: 'mudguards', priceCents: 2_995, weightKg: 0.4, stock: 30, icon: 'kickstand', copy: {
    nl: ['Zijstandaard', 'Stevig parkeren, ook beladen', 'Verstelbare aluminium zijstandaard die ook met volle tassen stabiel staat. Klapt weg tijdens het vouwen.'],
    en: ['Kickstand', 'Park steadily, even loaded', 'Adjustable aluminium kickstand that stays stable with full bags. Folds away when you fold the bike.'],
    de: ['Seitenständer', 'Sicher parken, auch beladen', 'Verstellbarer Aluminium-Seitenständer, der auch mit vollen Taschen stabil steht. Klappt beim Falten weg.'] } },

  // Comfort and care
  { sku: 'FOLT-SADDLE-COMFORT', category: 'comfort', priceCents: 4_900, weightKg: 0.6, stock: 24, icon: 'saddle', related: ['FOLT-SEATPOST-SUSP'], crosssell: ['FOLT-SEATPOST-SUSP'], copy: {
    nl: ['Comfortzadel', 'Brede gelzadel voor lange ritten', 'Brede zadel met gelvulling en elastomeervering. Fijn als je rechtop zit en langere stukken fietst.'],
    en: ['Comfort saddle', 'Wide gel saddle for long rides', 'Wide saddle with gel padding and elastomer springs. Pleasant when you sit upright and ride longer distances.'],
    de: ['Komfortsattel', 'Breiter Gelsattel für lange Fahrten', 'Breiter Sattel mit Gelpolster und Elastomerfederung. Angenehm bei aufrechter Haltung und längeren Strecken.'] } },
  { sku: 'FOLT-SADDLE-SPORT', category: 'comfort', priceCents: 3_900, weightKg: 0.35, stock: 20, icon: 'saddle', accent: '#b3282d', related: ['FOLT-SADDLE-COMFORT'], copy: {
    nl: ['Sportzadel', 'Smal en licht voor de 200-S', 'Smal zadel met drukontlastende uitsparing, voor een sportieve zithouding. Standaard op de FOLT 200-S.'],
    en: ['Sport saddle', 'Narrow and light for the 200-S', 'Narrow saddle with a pressure-relief cut-out, for a sporty riding position. Standard on the FOLT 200-S.'],
    de: ['Sportsattel', 'Schmal und leicht für das 200-S', 'Schmaler Sattel mit Entlastungsaussparung für eine sportliche Sitzposition. Serienmäßig am FOLT 200-S.'] } },
  { sku: 'FOLT-SEATPOST-SUSP', category: 'comfort', priceCents: 8_900, weightKg: 0.55, stock: 12, icon: 'seatpost', related: ['FOLT-SADDLE-COMFORT'], copy: {
    nl: ['Verende zadelpen', 'Minder schokken in je rug', 'Verende zadelpen met 40 mm veerweg, instelbaar op je gewicht. Met hoogtemarkering zodat je na het vouwen direct goed zit.'],
    en: ['Suspension seatpost', 'Fewer bumps in your back', 'Suspension seatpost with 40 mm travel, adjustable to your weight. Height markings get you right back in position after folding.'],
    de: ['Gefederte Sattelstütze', 'Weniger Stöße im Rücken', 'Gefederte Sattelstütze mit 40 mm Federweg, einstellbar auf Ihr Gewicht. Höhenmarkierungen für die richtige Position nach dem Falten.'] } },
  { sku: 'FOLT-GRIPS-ERGO', category: 'comfort', priceCents: 2_995, weightKg: 0.25, stock: 28, icon: 'grips', copy: {
    nl: ['Ergonomische handvatten', 'Geen slapende handen meer', 'Handvatten met brede handpalmsteun die de druk op je polsen verdelen. Met schroefklem, dus snel gemonteerd.'],
    en: ['Ergonomic grips', 'No more numb hands', 'Grips with a wide palm rest that spread the pressure on your wrists. With a bolt-on clamp, so they fit quickly.'],
    de: ['Ergonomische Griffe', 'Keine eingeschlafenen Hände mehr', 'Griffe mit breiter Handballenauflage, die den Druck auf die Handgelenke verteilen. Mit Schraubklemme schnell montiert.'] } },
  { sku: 'FOLT-MIRROR', category: 'comfort', priceCents: 2_495, weightKg: 0.15, stock: 30, icon: 'mirror', related: ['FOLT-MIRROR-BAREND'], copy: {
    nl: ['Spiegel links', 'Zie wat er achter je gebeurt', 'Bolle spiegel met kogelgewricht die je na het vouwen zo terugdraait. Bevestigt aan het stuur naast de handvatten.'],
    en: ['Mirror, left', 'See what happens behind you', 'Convex mirror on a ball joint that you simply turn back after folding. Mounts to the handlebar next to the grip.'],
    de: ['Spiegel links', 'Sehen, was hinter Ihnen passiert', 'Konvexer Spiegel mit Kugelgelenk, den Sie nach dem Falten einfach zurückdrehen. Wird neben dem Griff montiert.'] } },
  { sku: 'FOLT-MIRROR-BAREND', category: 'comfort', priceCents: 2_995, weightKg: 0.1, stock: 20, icon: 'mirror', accent: '#4a4f55', related: ['FOLT-MIRROR'], copy: {
    nl: ['Stuureindspiegel', 'Compact en vouwt mee', 'Kleine spiegel in het stuureinde die je inklapt als je de fiets vouwt. Links of rechts te monteren.'],
    en: ['Bar-end mirror', 'Compact and folds along', 'Small mirror in the bar end that you tuck in when folding the bike. Fits left or right.'],
    de: ['Lenkerendspiegel', 'Kompakt und faltbar', 'Kleiner Spiegel im Lenkerende, den Sie beim Falten einklappen. Links oder rechts montierbar.'] } },
  { sku: 'FOLT-PHONE-HOLDER', category: 'comfort', priceCents: 3_495, weightKg: 0.12, stock: 26, icon: 'phone', related: ['FOLT-MIRROR'], copy: {
    nl: ['Telefoonhouder', 'Navigatie altijd in beeld', 'Telefoonhouder die met een kwartslag vastklikt en trillingen dempt. Past telefoons tot 6,9 inch.'],
    en: ['Phone holder', 'Navigation always in view', 'Phone holder that locks with a quarter turn and damps vibrations. Fits phones up to 6.9 inches.'],
    de: ['Handyhalterung', 'Navigation immer im Blick', 'Handyhalterung, die mit einer Vierteldrehung einrastet und Vibrationen dämpft. Für Handys bis 6,9 Zoll.'] } },
  { sku: 'FOLT-BELL', category: 'comfort', priceCents: 995, weightKg: 0.05, stock: 70, icon: 'bell', copy: {
    nl: ['Messing bel', 'Heldere klank, klein formaat', 'Messing fietsbel met lange naklank en een klem voor dunne en dikke sturen.'],
    en: ['Brass bell', 'Clear ring, small size', 'Brass bicycle bell with a long ring and a clamp for thin and thick handlebars.'],
    de: ['Messingklingel', 'Heller Klang, kleines Format', 'Fahrradklingel aus Messing mit langem Nachklang und Schelle für dünne und dicke Lenker.'] } },
  { sku: 'FOLT-PUMP', category: 'comfort', priceCents: 2_995, weightKg: 0.3, stock: 35, icon: 'pump', related: ['FOLT-TUBE-20'], crosssell: ['FOLT-TUBE-20', 'FOLT-TUBE-16'], copy: {
    nl: ['Minipomp met drukmeter', 'Altijd de juiste bandenspanning', 'Compacte pomp met drukmeter voor autoventielen. Met frameklem onder de bidonhouder.'],
    en: ['Mini pump with gauge', 'Always the right tyre pressure', 'Compact pump with a pressure gauge for Schrader valves. Comes with a frame clamp under the bottle cage.'],
    de: ['Minipumpe mit Manometer', 'Immer der richtige Reifendruck', 'Kompakte Pumpe mit Manometer für Autoventile. Mit Rahmenhalter unter dem Flaschenhalter.'] } },
  { sku: 'FOLT-CARE-KIT', category: 'comfort', priceCents: 2_495, weightKg: 0.8, stock: 40, icon: 'carekit', related: ['FOLT-CHAIN-OIL'], crosssell: ['FOLT-CHAIN-OIL'], copy: {
    nl: ['Onderhoudsset', 'Schoonmaken zonder de accu te raken', 'Biologisch afbreekbare reiniger, borstel en microvezeldoek. Veilig voor accucontacten en schijfremmen.'],
    en: ['Care kit', 'Clean without harming the battery', 'Biodegradable cleaner, brush and microfibre cloth. Safe for battery contacts and disc brakes.'],
    de: ['Pflegeset', 'Reinigen, ohne den Akku zu gefährden', 'Biologisch abbaubarer Reiniger, Bürste und Mikrofasertuch. Sicher für Akkukontakte und Scheibenbremsen.'] } },
  { sku: 'FOLT-CHAIN-OIL', category: 'comfort', priceCents: 895, weightKg: 0.12, stock: 60, icon: 'oil', related: ['FOLT-CARE-KIT'], copy: {
    nl: ['Kettingolie 100 ml', 'Stil en soepel, ook na regen', 'Kettingolie voor nat weer die niet wegspoelt en weinig vuil aantrekt. Niet nodig voor de riem van de Elite.'],
    en: ['Chain oil 100 ml', 'Quiet and smooth, even after rain', 'Wet-weather chain oil that does not wash off and attracts little dirt. Not needed for the Elite’s belt.'],
    de: ['Kettenöl 100 ml', 'Leise und geschmeidig, auch nach Regen', 'Kettenöl für nasses Wetter, das nicht abgewaschen wird und wenig Schmutz anzieht. Für den Riemen des Elite nicht nötig.'] } },
  { sku: 'FOLT-CHILDSEAT-REAR', category: 'comfort', priceCents: 12_900, weightKg: 4.2, stock: 3, icon: 'childseat', related: ['FOLT-CHILDSEAT-FRONT'], crosssell: ['FOLT-RACK-REAR'], copy: {
    nl: ['Kinderzitje achter', 'Voor kinderen van 9 tot 22 kg', 'Kinderzitje voor op de bagagedrager met verstelbare voetsteunen en driepuntsgordel. Geschikt voor Maxx en Voyage.'],
    en: ['Rear child seat', 'For children from 9 to 22 kg', 'Child seat for the rear rack with adjustable footrests and a three-point harness. Suitable for Maxx and Voyage.'],
    de: ['Kindersitz hinten', 'Für Kinder von 9 bis 22 kg', 'Kindersitz für den Gepäckträger mit verstellbaren Fußstützen und Dreipunktgurt. Geeignet für Maxx und Voyage.'] } },
  { sku: 'FOLT-CHILDSEAT-FRONT', category: 'comfort', priceCents: 9_900, weightKg: 3.1, stock: 5, icon: 'childseat', accent: '#23507a', related: ['FOLT-CHILDSEAT-REAR'], copy: {
    nl: ['Kinderzitje voor', 'Je kind voorop, tot 15 kg', 'Kinderzitje voor tussen stuur en zadel met windscherm. Voor kinderen van 9 maanden tot 15 kg.'],
    en: ['Front child seat', 'Your child up front, up to 15 kg', 'Child seat between handlebar and saddle with a windscreen. For children from 9 months up to 15 kg.'],
    de: ['Kindersitz vorne', 'Ihr Kind vorne, bis 15 kg', 'Kindersitz zwischen Lenker und Sattel mit Windschutz. Für Kinder ab 9 Monaten bis 15 kg.'] } },
  { sku: 'FOLT-COVER-STORAGE', category: 'comfort', priceCents: 3_995, weightKg: 0.5, stock: 0, icon: 'cover', accent: '#4a4f55', related: ['FOLT-BAG-CARRY'], copy: {
    nl: ['Beschermhoes', 'Gevouwen fiets stofvrij en droog', 'Ademende hoes voor de gevouwen fiets in schuur, camper of kofferbak. Met elastische rand en opbergzakje.'],
    en: ['Storage cover', 'Folded bike dust-free and dry', 'Breathable cover for the folded bike in a shed, camper or car boot. With an elastic hem and storage pouch.'],
    de: ['Schutzhülle', 'Gefaltetes Rad staubfrei und trocken', 'Atmungsaktive Hülle für das gefaltete Rad in Schuppen, Wohnmobil oder Kofferraum. Mit Gummizug und Beutel.'] } },
  { sku: 'FOLT-WALL-MOUNT', category: 'comfort', priceCents: 4_495, weightKg: 1.2, stock: 15, icon: 'wallmount', related: ['FOLT-COVER-STORAGE'], copy: {
    nl: ['Wandhouder', 'Gevouwen fiets aan de muur', 'Wandbeugel voor de gevouwen fiets tot 25 kg. Bespaart ruimte in gang, berging of camper.'],
    en: ['Wall mount', 'Folded bike on the wall', 'Wall bracket for the folded bike up to 25 kg. Saves space in the hallway, storage room or camper.'],
    de: ['Wandhalterung', 'Gefaltetes Rad an der Wand', 'Wandhalterung für das gefaltete Rad bis 25 kg. Spart Platz in Flur, Abstellraum oder Wohnmobil.'] } },
  { sku: 'FOLT-HELMET', category: 'comfort', priceCents: 7_995, weightKg: 0.35, stock: 16, icon: 'helmet', copy: {
    nl: ['Fietshelm met achterlicht', 'Licht, luchtig en goed zichtbaar', 'Helm met ingebouwd USB-achterlicht en draaiknop voor de pasvorm. Twee maten: 52 tot 57 en 57 tot 62 cm.'],
    en: ['Helmet with rear light', 'Light, airy and easy to see', 'Helmet with a built-in USB rear light and a dial for the fit. Two sizes: 52 to 57 and 57 to 62 cm.'],
    de: ['Fahrradhelm mit Rücklicht', 'Leicht, luftig und gut sichtbar', 'Helm mit integriertem USB-Rücklicht und Drehrad für die Passform. Zwei Größen: 52 bis 57 und 57 bis 62 cm.'] } },
  { sku: 'FOLT-BASKET', category: 'comfort', priceCents: 4_495, weightKg: 0.8, stock: 14, icon: 'basket', related: ['FOLT-RACK-FRONT'], copy: {
    nl: ['Stuurmand', 'Boodschappen voorop, afneembaar', 'Gevlochten mand van 14 liter met klikadapter. Neem hem mee de winkel in en klik hem weer vast.'],
    en: ['Handlebar basket', 'Groceries up front, removable', 'Woven 14-litre basket with a click adapter. Take it into the shop and click it back on.'],
    de: ['Lenkerkorb', 'Einkäufe vorne, abnehmbar', 'Geflochtener Korb mit 14 Litern und Klickadapter. Mit in den Laden nehmen und wieder einklicken.'] } },
];
