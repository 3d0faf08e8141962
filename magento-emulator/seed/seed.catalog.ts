// Builds the seed catalogue: the six bikes as bundles from common/bike-models.ts (fixed price and SKU, but for
// DYNAMIC_PRICE_MODELS and DYNAMIC_SKU_MODELS), the parts, and the hidden
// components the bundles select ('Base BOM', colours, standard saddle), each with store-view copy, links and images.
import { fitsModel, innerTubeFor } from '../../common/bike-fit';
import { BIKE_COLOURS, BIKE_MODELS, type BikeModel, type Lang } from '../../common/bike-models';
import { batterySurchargeCents, colourSurchargeCents, seedPrices } from './seed.bike-prices';
import type { BundleOption, BundleSelection, MediaEntry, ProductRecord } from '../domain/catalog.service';
import { CATEGORIES, PARTS, type CategoryKey, type CategorySeed, type PartSeed } from './seed.parts';
import type { IconKind } from './seed.images';
import { netCatalogueCents } from '../domain/pricing.rules';
import { ORIGIN_COUNTRY, TAX_RATES } from '../emulator.config';

const LANGS: readonly Lang[] = ['nl', 'en', 'de'];

/** Magento-like URL keys: lower case, transliterated umlauts, hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Magento stores media as /f/i/file.ext (first two letters of the file name). */
export function mediaPath(fileName: string): string {
  return `/${fileName[0]}/${fileName[1]}/${fileName}`;
}

export interface MediaArt {
  kind: 'bike-side' | 'bike-folded' | 'part';
  model?: string;
  colour?: string;
  icon?: IconKind;
  accent?: string;
  label?: string;
  title: string;
}

/** What each media file shows; the media route draws the SVG from this. */
export type ArtIndex = Map<string, MediaArt>;

function kg(value: number, lang: Lang): string {
  return `${new Intl.NumberFormat(lang === 'en' ? 'en-GB' : `${lang}-${lang.toUpperCase()}`, { maximumFractionDigits: 1 }).format(value)} kg`;
}

const SPEC_LABELS: Record<
  Lang,
  {
    weight: string;
    motor: string;
    battery: string;
    range: string;
    folded: string;
    wheels: string;
    rider: string;
    gears: string;
    brakes: string;
    frame: string;
  }
> = {
  nl: {
    weight: 'Gewicht',
    motor: 'Motor',
    battery: 'Accu',
    range: 'Bereik',
    folded: 'Gevouwen',
    wheels: 'Wielmaat',
    rider: 'Max. rijdersgewicht',
    gears: 'Versnellingen',
    brakes: 'Remmen',
    frame: 'Frame',
  },
  en: {
    weight: 'Weight',
    motor: 'Motor',
    battery: 'Battery',
    range: 'Range',
    folded: 'Folded',
    wheels: 'Wheel size',
    rider: 'Max. rider weight',
    gears: 'Gears',
    brakes: 'Brakes',
    frame: 'Frame',
  },
  de: {
    weight: 'Gewicht',
    motor: 'Motor',
    battery: 'Akku',
    range: 'Reichweite',
    folded: 'Gefaltet',
    wheels: 'Laufradgröße',
    rider: 'Max. Fahrergewicht',
    gears: 'Schaltung',
    brakes: 'Bremsen',
    frame: 'Rahmen',
  },
};

const MOTOR_WORDS: Record<Lang, Record<BikeModel['motor']['position'], string>> = {
  nl: { 'front-hub': 'voorwielnaafmotor', 'rear-hub': 'achterwielnaafmotor', 'mid-drive': 'middenmotor' },
  en: { 'front-hub': 'front hub motor', 'rear-hub': 'rear hub motor', 'mid-drive': 'mid-drive motor' },
  de: { 'front-hub': 'Vorderradnabenmotor', 'rear-hub': 'Hinterradnabenmotor', 'mid-drive': 'Mittelmotor' },
};

function bikeDescription(model: BikeModel, lang: Lang): string {
  const l = SPEC_LABELS[lang];
  const batteries = model.batteries.map((battery) => `${battery.wh} Wh`).join(' / ');
  const ranges = `${Math.min(...model.batteries.map((b) => b.rangeKm.min))}–${Math.max(...model.batteries.map((b) => b.rangeKm.max))} km`;
  const rows = [
    [l.weight, kg(seedPrices(model.slug).weightKg, lang)],
    [l.motor, `${model.motor.powerW} W ${MOTOR_WORDS[lang][model.motor.position]}, ${model.motor.torqueNm} Nm`],
    [l.battery, batteries],
    [l.range, ranges],
    [l.folded, `${model.foldedSizeCm.length} x ${model.foldedSizeCm.width} x ${model.foldedSizeCm.height} cm`],
    [l.wheels, `${model.wheelSizeInch}" x ${model.tyreWidthInch}`],
    [l.rider, `${model.maxRiderKg} kg`],
    [l.gears, model.gears],
    [l.brakes, model.brakes[lang]],
    [l.frame, model.frame[lang]],
  ];
  // Lists, not a table: the product page shows the description through the shop's allow-list (common/rich-text.ts).
  return `<p>${model.description[lang]}</p><ul>${model.highlights[lang].map((h) => `<li>${h}</li>`).join('')}</ul><ul>${rows.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')}</ul>`;
}

/** The product page shows the short description above, so the long one holds the facts only. */
function partDescription(part: PartSeed, lang: Lang): string {
  return `<ul><li><strong>${SPEC_LABELS[lang].weight}:</strong> ${kg(part.weightKg, lang)}</li></ul>`;
}

const OPTION_TITLES: Record<'base' | 'battery' | 'colour' | 'saddle' | 'rack' | 'bag', Record<Lang, string>> = {
  base: { nl: 'Frame en aandrijving', en: 'Frame and drivetrain', de: 'Rahmen und Antrieb' },
  battery: { nl: 'Accu', en: 'Battery', de: 'Akku' },
  colour: { nl: 'Kleur', en: 'Colour', de: 'Farbe' },
  saddle: { nl: 'Zadel', en: 'Saddle', de: 'Sattel' },
  rack: { nl: 'Bagagedrager', en: 'Rack', de: 'Gepäckträger' },
  bag: { nl: 'Tas', en: 'Bag', de: 'Tasche' },
};

/**
 * Bikes seeded the other ways Magento's Bundle allows, so the shop is tested against both: a dynamic price (price_type 0:
 * the sum of the selected products' own prices, selection prices ignored) and a dynamic SKU (sku_type 0: the cart and
 * order line's SKU is the bike's SKU and its selections' SKUs joined with '-'). The others are fixed price and SKU.
 */
export const DYNAMIC_PRICE_MODELS: ReadonlySet<BikeModel['slug']> = new Set(['piccolo']);
export const DYNAMIC_SKU_MODELS: ReadonlySet<BikeModel['slug']> = new Set(['maxx']);

export interface SeedCatalog {
  products: ProductRecord[];
  stock: Map<string, number>;
  art: ArtIndex;
}

export function colourSku(code: string): string {
  return `FOLT-COLOUR-${code.toUpperCase()}`;
}

export function baseBomSku(model: BikeModel): string {
  return `${model.sku} Base BOM`;
}

/** The own prices of a model's default battery, colour and saddle: what its dynamic-price frame leaves to them. */
function defaultPartsCents(model: BikeModel): number {
  const own = (sku: string): number => PARTS.find((part) => part.sku === sku)?.priceCents ?? 0;
  return (
    own(model.batteries[0]!.sku) + colourSurchargeCents(model.colours[0]!.code) + own(model.slug === 'folt-200-s' ? 'FOLT-SADDLE-SPORT' : 'FOLT-SADDLE-STD')
  );
}

/** Builds every product record with stable ids, so the same seed always yields the same entity, option and selection ids. */
export function buildCatalog(now: number, categories: readonly CategorySeed[] = CATEGORIES, pricesIncludeTax = true): SeedCatalog {
  const categoryId = (key: CategoryKey): number => categories.find((category) => category.key === key)!.id;
  const products: ProductRecord[] = [];
  const stock = new Map<string, number>();
  const art: ArtIndex = new Map();
  let entityId = 1;
  let optionId = 1;
  let selectionId = 1;
  let mediaId = 1;
  const base = (sku: string, type: 'simple' | 'bundle', name: string, priceCents: number, weight: number): ProductRecord => ({
    entity_id: entityId++,
    sku,
    type_id: type,
    attribute_set_id: 4,
    name,
    price_cents: priceCents,
    status: 1,
    visibility: 4,
    weight,
    created_at: now,
    updated_at: now,
    attrs: { tax_class_id: '2' },
    stores: {},
    category_links: [],
    links: [],
    media: [],
    is_bike: false,
  });
  const image = (product: ProductRecord, fileName: string, label: string, entry: MediaArt, primary: boolean) => {
    const file = mediaPath(fileName);
    const media: MediaEntry = {
      id: mediaId++,
      file,
      label,
      position: product.media.length + 1,
      disabled: false,
      types: primary ? ['image', 'small_image', 'thumbnail'] : [],
    };
    product.media.push(media);
    art.set(file, entry);
    if (primary) Object.assign(product.attrs, { image: file, small_image: file, thumbnail: file });
  };

  /** Weeks from order to delivery per model (folt_delivery_weeks). */
  const DELIVERY_WEEKS: Readonly<Record<string, number>> = { classic: 2, elite: 3, maxx: 4, piccolo: 2, voyage: 3, 'folt-200-s': 6 };

  // Bikes first (entity ids 1–6), in the order of the models page.
  const bikes = BIKE_MODELS.map((model) => {
    // A dynamic-price bundle has no price of its own (Bundle Price::getPrice is 0): its parts carry it, see below.
    const dynamicPrice = DYNAMIC_PRICE_MODELS.has(model.slug);
    const product = base(model.sku, 'bundle', model.name, dynamicPrice ? 0 : seedPrices(model.slug).basePriceCents, seedPrices(model.slug).weightKg);
    product.is_bike = true;
    Object.assign(product.attrs, {
      sort_order: String(model.sortOrder),
      required_options: '1',
      has_options: '1',
      price_type: dynamicPrice ? '0' : '1',
      sku_type: DYNAMIC_SKU_MODELS.has(model.slug) ? '0' : '1',
      weight_type: '1',
      price_view: '1',
      shipment_type: '0',
      folt_model: model.slug,
      // Bikes are built to order: the weeks from order to delivery, a global integer attribute the merchant sets per bike
      // (README, Magento preconditions); the shop shows it instead of stock.
      folt_delivery_weeks: String(DELIVERY_WEEKS[model.slug] ?? 3),
      wheel_size: String(model.wheelSizeInch),
      motor_torque_nm: String(model.motor.torqueNm),
      max_rider_weight: String(model.maxRiderKg),
      folded_size: `${model.foldedSizeCm.length} x ${model.foldedSizeCm.width} x ${model.foldedSizeCm.height} cm`,
      battery_wh: model.batteries.map((battery) => String(battery.wh)).join(','),
      url_key: model.urlKey.en,
      short_description: `<p>${model.tagline.en}. ${model.idealFor.en}</p>`,
      description: bikeDescription(model, 'en'),
      one_liner: model.tagline.en,
      meta_title: `${model.name} – ${model.tagline.en}`,
    });
    for (const lang of LANGS) {
      product.stores[lang] = {
        name: model.name,
        url_key: model.urlKey[lang],
        one_liner: model.tagline[lang],
        // No price in a text: the back office changes the price, not the texts (issue 19).
        short_description: `<p>${model.tagline[lang]}. ${model.idealFor[lang]}</p>`,
        description: bikeDescription(model, lang),
        meta_title: `${model.name} – ${model.tagline[lang]}`,
        meta_description: model.description[lang].slice(0, 155),
      };
    }
    product.category_links = [{ category_id: categoryId('bikes'), position: model.sortOrder }];
    const colour = model.colours[0]!;
    const slug = slugify(model.sku);
    image(product, `${slug}.svg`, `${model.name}`, { kind: 'bike-side', model: model.slug, colour: colour.hex, title: `${model.name}` }, true);
    image(
      product,
      `${slug}-folded.svg`,
      `${model.name} folded`,
      { kind: 'bike-folded', model: model.slug, colour: colour.hex, title: `${model.name} folded` },
      false,
    );
    for (const extra of model.colours.slice(1)) {
      image(
        product,
        `${slug}-${extra.code}.svg`,
        `${model.name} ${extra.name.en}`,
        { kind: 'bike-side', model: model.slug, colour: extra.hex, title: `${model.name} ${extra.name.en}` },
        false,
      );
    }
    stock.set(model.sku, { classic: 25, elite: 15, maxx: 10, piccolo: 8, voyage: 12, 'folt-200-s': 6 }[model.slug]);
    products.push(product);
    return { model, product };
  });

  // Parts and accessories.
  PARTS.forEach((part, index) => {
    const product = base(part.sku, 'simple', part.copy.en[0], part.priceCents, part.weightKg);
    Object.assign(product.attrs, {
      sort_order: String(100 + index * 10),
      url_key: slugify(part.copy.en[0]),
      one_liner: part.copy.en[1],
      short_description: `<p>${part.copy.en[2]}</p>`,
      description: partDescription(part, 'en'),
      meta_title: `${part.copy.en[0]} | FOLT`,
    });
    for (const lang of LANGS) {
      const [name, oneLiner, short] = part.copy[lang];
      product.stores[lang] = {
        name,
        url_key: slugify(name),
        one_liner: oneLiner,
        short_description: `<p>${short}</p>`,
        description: partDescription(part, lang),
        meta_title: `${name} | FOLT`,
        meta_description: short.slice(0, 155),
      };
    }
    product.category_links = [{ category_id: categoryId(part.category), position: index }];
    product.links = [
      ...(part.related ?? []).map((sku, position) => ({ link_type: 'related' as const, linked_product_sku: sku, position })),
      ...(part.crosssell ?? []).map((sku, position) => ({ link_type: 'crosssell' as const, linked_product_sku: sku, position })),
    ];
    const wh = /FOLT-BAT-(\d+)/.exec(part.sku)?.[1];
    image(
      product,
      `${slugify(part.sku)}.svg`,
      part.copy.en[0],
      { kind: 'part', icon: part.icon, accent: part.accent ?? '#2f6f4f', label: wh ? `${wh} Wh` : '', title: part.copy.en[0] },
      true,
    );
    stock.set(part.sku, part.stock);
    products.push(product);
  });

  // Hidden components the bundles select: they are products (Magento needs one per selection) but not shown in the shop.
  const component = (sku: string, names: Record<Lang, string>, icon: IconKind, accent: string, weight: number) => {
    const product = base(sku, 'simple', names.en, 0, weight);
    product.visibility = 1;
    Object.assign(product.attrs, { url_key: slugify(sku), sort_order: '9000' });
    for (const lang of LANGS) product.stores[lang] = { name: names[lang], url_key: slugify(`${sku}-${lang}`) };
    product.category_links = [{ category_id: categoryId('components'), position: 0 }];
    image(product, `${slugify(sku)}.svg`, names.en, { kind: 'part', icon, accent, title: names.en }, true);
    stock.set(sku, 9999);
    products.push(product);
    return product;
  };
  const baseBoms = new Map(
    BIKE_MODELS.map((model) => {
      const bom = component(
        baseBomSku(model),
        {
          nl: `${model.name} Base BOM (frame en aandrijving)`,
          en: `${model.name} Base BOM (frame and drivetrain)`,
          de: `${model.name} Base BOM (Rahmen und Antrieb)`,
        },
        'frame',
        model.colours[0]!.hex,
        seedPrices(model.slug).weightKg,
      );
      // A dynamic-price bike's frame costs what the bike costs without its default parts, so its default build costs as
      // much as the fixed-price bike did; its other choices cost their parts' own prices.
      if (DYNAMIC_PRICE_MODELS.has(model.slug)) bom.price_cents = seedPrices(model.slug).basePriceCents - defaultPartsCents(model);
      return [model.slug, bom];
    }),
  );
  // A colour's own price is its surcharge (the same on every model), which a dynamic-price bike charges.
  for (const colour of BIKE_COLOURS)
    component(
      colourSku(colour.code),
      { nl: `Kleur ${colour.name.nl.toLowerCase()}`, en: `Colour ${colour.name.en.toLowerCase()}`, de: `Farbe ${colour.name.de}` },
      'swatch',
      colour.hex,
      0,
    ).price_cents = colourSurchargeCents(colour.code);
  component('FOLT-SADDLE-STD', { nl: 'Standaardzadel', en: 'Standard saddle', de: 'Standardsattel' }, 'saddle', '#4a4f55', 0);

  // Bundle options, with selection ids counted across the whole catalogue (like catalog_product_bundle_selection).
  for (const { model, product } of bikes) {
    const option = (
      key: keyof typeof OPTION_TITLES,
      required: boolean,
      type: BundleOption['type'],
      selections: Array<Omit<BundleSelection, 'selection_id' | 'position' | 'qty'>>,
    ): BundleOption => ({
      option_id: optionId++,
      title: OPTION_TITLES[key].en,
      titles: { ...OPTION_TITLES[key] },
      required,
      type,
      position: optionId,
      selections: selections.map((selection, index) => ({ ...selection, selection_id: selectionId++, position: index + 1, qty: 1 })),
    });
    const racks =
      model.slug === 'voyage'
        ? [{ sku: 'FOLT-RACK-FRONT', price_cents: 4_900, is_default: false }]
        : [
            { sku: 'FOLT-RACK-REAR', price_cents: 5_900, is_default: false },
            { sku: 'FOLT-RACK-FRONT', price_cents: 4_900, is_default: false },
          ];
    product.bundle_options = [
      option('base', true, 'radio', [{ sku: baseBoms.get(model.slug)!.sku, price_cents: 0, is_default: true }]),
      option(
        'battery',
        true,
        'radio',
        model.batteries.map((battery, index) => ({ sku: battery.sku, price_cents: batterySurchargeCents(model.slug, battery.sku), is_default: index === 0 })),
      ),
      option(
        'colour',
        true,
        'radio',
        model.colours.map((colour, index) => ({ sku: colourSku(colour.code), price_cents: colourSurchargeCents(colour.code), is_default: index === 0 })),
      ),
      option('saddle', true, 'radio', [
        { sku: model.slug === 'folt-200-s' ? 'FOLT-SADDLE-SPORT' : 'FOLT-SADDLE-STD', price_cents: 0, is_default: true },
        model.slug === 'folt-200-s'
          ? { sku: 'FOLT-SADDLE-COMFORT', price_cents: 3_900, is_default: false }
          : { sku: 'FOLT-SADDLE-COMFORT', price_cents: 3_900, is_default: false },
        ...(model.slug === 'folt-200-s' ? [] : [{ sku: 'FOLT-SADDLE-SPORT', price_cents: 2_900, is_default: false }]),
      ]),
      option('rack', false, 'checkbox', racks),
      option('bag', false, 'checkbox', [
        { sku: 'FOLT-BAG-PANNIER', price_cents: 6_900, is_default: false },
        { sku: 'FOLT-BAG-FRAME', price_cents: 3_900, is_default: false },
        { sku: 'FOLT-BAG-CARRY', price_cents: 7_900, is_default: false },
      ]),
    ];
    // The admin hides a dynamic-price bundle's selection prices; selection_price_value stays 0.
    if (product.attrs.price_type === '0') for (const entry of product.bundle_options) for (const selection of entry.selections) selection.price_cents = 0;
    const others = BIKE_MODELS.filter((other) => other.slug !== model.slug)
      .sort(
        (a, b) =>
          Math.abs(seedPrices(a.slug).basePriceCents - seedPrices(model.slug).basePriceCents) -
          Math.abs(seedPrices(b.slug).basePriceCents - seedPrices(model.slug).basePriceCents),
      )
      .slice(0, 2);
    // Cross-sell from the fit rules the configurator applies (common/bike-fit.ts): no carry bag for the Maxx, the
    // tube its wheels take; so the product page never recommends what the configurator says does not fit.
    const crosssell = ['FOLT-LOCK-FOLD', 'FOLT-LIGHT-SET', 'FOLT-BAG-CARRY', innerTubeFor(model)].filter((sku) => fitsModel(sku, model.slug));
    product.links = [
      ...others.map((other, position) => ({ link_type: 'related' as const, linked_product_sku: other.sku, position })),
      ...crosssell.map((sku, position) => ({ link_type: 'crosssell' as const, linked_product_sku: sku, position })),
    ];
  }

  // Prices entered excl. VAT (tax/calculation/price_includes_tax = 0): the net of the same Dutch gross price, so the
  // shop shows the same prices incl. VAT in both modes.
  if (!pricesIncludeTax) {
    for (const product of products) {
      product.price_cents = netCatalogueCents(product.price_cents, TAX_RATES[ORIGIN_COUNTRY]!);
      for (const option of product.bundle_options ?? [])
        for (const selection of option.selections) selection.price_cents = netCatalogueCents(selection.price_cents, TAX_RATES[ORIGIN_COUNTRY]!);
    }
  }

  // URL keys must be unique per store view, or the shop's /shop/{urlKey} route would be ambiguous.
  for (const lang of LANGS) {
    const seen = new Set<string>();
    for (const product of products) {
      const key = product.stores[lang]?.url_key;
      if (!key) continue;
      if (seen.has(key)) throw new Error(`duplicate url_key ${key} in store ${lang}`);
      seen.add(key);
    }
  }
  return { products, stock, art };
}
