// Seeds an empty emulator database: catalogue, stock, coupons, the admin user, the demo customer and past orders.
// Runs once per data directory (or again with --reset); credentials are re-applied on every start so env overrides work.
import { randomBytes } from 'node:crypto';
import type { EmulatorStore, Queryable } from '../db/emulator.store';
import { one, setMeta } from '../db/emulator.store';
import { hashPassword } from '../domain/auth.service';
import type { Catalog } from '../domain/catalog.service';
import { addItem, createCart, saveCart } from '../domain/cart.service';
import type { CustomerDoc } from '../domain/customer.service';
import { STATUS_STATE, addHistory, loadOrder, placeOrder, saveOrder } from '../domain/order.service';
import type { CouponRule } from '../domain/pricing.rules';
import { buildCatalog, colourSku } from './seed.catalog';
import { seedCategories } from './seed.parts';

/**
 * 2 added the second demo customer and their order; 3 the campaign coupons. An older data directory is brought up to
 * date on start, keeping everything else.
 */
export const SEED_VERSION = 3;

export interface SeedCoupon extends Omit<CouponRule, 'timesUsed'> {
  timesUsed?: number;
}

/** The shop's default coupon: applied when the shopper has no other code (spec §4 "else the default code"). */
export const DEFAULT_COUPON = 'FOLT-WELKOM';

export const COUPONS: readonly SeedCoupon[] = [
  { code: DEFAULT_COUPON, type: 'percent', amount: 5, description: 'Default coupon: 5 % off everything, no minimum, no end date.' },
  {
    code: 'HERFST50',
    type: 'fixed',
    amount: 5_000,
    minSubtotalCents: 25_000,
    expiresOn: '2027-03-31',
    description: '€50 off from €250 (incl. VAT), valid until 31 March 2027.',
  },
  { code: 'FIETS100', type: 'fixed', amount: 10_000, skus: ['FOLT *'], description: '€100 off bikes only (SKU restriction "FOLT *").' },
  { code: 'ACCESSOIRES15', type: 'percent', amount: 15, skus: ['FOLT-*'], description: '15 % off parts and accessories only (SKU restriction "FOLT-*").' },
  {
    code: 'EENMALIG25',
    type: 'fixed',
    amount: 2_500,
    minSubtotalCents: 10_000,
    usageLimit: 1,
    description: '€25 off from €100, can be used once in the whole shop.',
  },
  { code: 'VERLOPEN10', type: 'percent', amount: 10, expiresOn: '2025-12-31', description: 'Expired on 31 December 2025 (for testing the rejection).' },
  // One code per magazine or event (the campaign pages carry them, src/views/marketing-kit/campaign-offers.ts), so the
  // orders tell which campaign brought them; the rule is FIETS100's.
  ...(['ACSI100', 'KAMPEERAUTO100', 'CAMPERGIDS100', 'CAMPERTV100', 'BEDUM100'] as const).map((code) => ({
    code,
    type: 'fixed' as const,
    amount: 10_000,
    skus: ['FOLT *'],
    description: 'Campaign code: €100 off bikes only, like FIETS100.',
  })),
];

export interface SeedCredentials {
  adminUsername: string;
  adminPassword: string;
  customerEmail: string;
  customerPassword: string;
}

/**
 * A second customer with an order of their own, so that "a customer sees only their own orders" can be checked
 * against someone real. Fixed credentials (development only).
 */
export const SECOND_CUSTOMER = { id: 2, email: 'piet@example.com', password: 'Piet123!', firstname: 'Piet', lastname: 'Jansen' } as const;

async function upsertCredentials(q: Queryable, credentials: SeedCredentials): Promise<number> {
  await q.query('delete from admin_users where user_id = 1');
  await q.query('insert into admin_users (user_id, username, password_hash) values (1, $1, $2)', [
    credentials.adminUsername,
    hashPassword(credentials.adminPassword),
  ]);
  const existing = await one<{ entity_id: number }>(q, 'select entity_id from customers where entity_id = 1');
  if (existing) {
    await q.query('update customers set email = $1, password_hash = $2 where entity_id = 1', [
      credentials.customerEmail.toLowerCase(),
      hashPassword(credentials.customerPassword),
    ]);
    await q.query("update orders set doc = jsonb_set(doc, '{customer_email}', to_jsonb($1::text)) where customer_id = 1", [
      credentials.customerEmail.toLowerCase(),
    ]);
  }
  await q.query('delete from login_failures');
  return 1;
}

const DEMO_ADDRESS = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Oudegracht 120'],
  city: 'Utrecht',
  postcode: '3511 AX',
  country_id: 'NL',
  telephone: '+31 30 123 4567',
};

interface PlannedOrder {
  daysAgo: number;
  /** The customer's entity id; a guest order has none. */
  customerId?: number;
  email: string;
  address: typeof DEMO_ADDRESS;
  method: string;
  items: Array<{ sku: string; qty: number; bundle?: Array<[optionIndex: number, selectionSku: string]> }>;
  coupon?: string;
  mollie?: 'paid' | 'canceled' | 'expired' | 'open';
  history: Array<{ status: string; comment: string; afterHours: number; notify?: boolean }>;
}

const GUEST_ADDRESS = {
  firstname: 'Jonas',
  lastname: 'Becker',
  street: ['Lindenstraße 14'],
  city: 'Köln',
  postcode: '50674',
  country_id: 'DE',
  telephone: '+49 221 555 0101',
};
const GUEST_BE = {
  firstname: 'Lotte',
  lastname: 'Peeters',
  street: ['Meir 42'],
  city: 'Antwerpen',
  postcode: '2000',
  country_id: 'BE',
  telephone: '+32 3 555 12 34',
};

const ORDERS: readonly PlannedOrder[] = [
  {
    daysAgo: 180,
    customerId: 1,
    email: '',
    address: DEMO_ADDRESS,
    method: 'mollie_methods_ideal',
    mollie: 'paid',
    items: [
      {
        sku: 'FOLT Classic',
        qty: 1,
        bundle: [
          [1, 'FOLT-BAT-504'],
          [2, colourSku('petrol')],
          [4, 'FOLT-RACK-REAR'],
        ],
      },
      { sku: 'FOLT-LOCK-FOLD', qty: 1 },
    ],
    history: [
      { status: 'processing', comment: 'Betaling ontvangen via iDEAL.', afterHours: 0 },
      { status: 'complete', comment: 'Bezorgd door ons eigen team. Veel fietsplezier!', afterHours: 72, notify: true },
    ],
  },
  {
    daysAgo: 30,
    customerId: 1,
    email: '',
    address: DEMO_ADDRESS,
    method: 'cashondelivery',
    items: [
      { sku: 'FOLT-CHAIN-OIL', qty: 2 },
      { sku: 'FOLT-CARE-KIT', qty: 1 },
    ],
    history: [{ status: 'canceled', comment: 'Geannuleerd op verzoek van de klant.', afterHours: 5, notify: true }],
  },
  {
    daysAgo: 4,
    customerId: 1,
    email: '',
    address: DEMO_ADDRESS,
    method: 'mollie_methods_creditcard',
    mollie: 'paid',
    coupon: 'ACCESSOIRES15',
    items: [
      { sku: 'FOLT-LIGHT-FRONT', qty: 1 },
      { sku: 'FOLT-LIGHT-REAR', qty: 1 },
      { sku: 'FOLT-BAG-PANNIER', qty: 1 },
    ],
    history: [{ status: 'processing', comment: 'Betaling ontvangen. Wordt morgen verzonden met PostNL.', afterHours: 1, notify: true }],
  },
  {
    daysAgo: 1,
    customerId: 1,
    email: '',
    address: DEMO_ADDRESS,
    method: 'cashondelivery',
    items: [
      { sku: 'FOLT-TUBE-20', qty: 2 },
      { sku: 'FOLT-PUMP', qty: 1 },
    ],
    history: [],
  },
  {
    daysAgo: 12,
    email: 'jonas.becker@example.de',
    address: GUEST_ADDRESS,
    method: 'mollie_methods_paypal',
    mollie: 'paid',
    items: [
      {
        sku: 'FOLT Voyage',
        qty: 1,
        bundle: [
          [1, 'FOLT-BAT-600'],
          [2, colourSku('graphite')],
          [5, 'FOLT-BAG-PANNIER'],
        ],
      },
    ],
    history: [{ status: 'processing', comment: 'Zahlung per PayPal erhalten.', afterHours: 0 }],
  },
  {
    daysAgo: 2,
    email: 'lotte.peeters@example.be',
    address: GUEST_BE,
    method: 'mollie_methods_bancontact',
    mollie: 'expired',
    items: [
      {
        sku: 'FOLT Piccolo',
        qty: 1,
        bundle: [
          [1, 'FOLT-BAT-252'],
          [2, colourSku('signal-red')],
        ],
      },
    ],
    history: [{ status: 'canceled', comment: 'Mollie: payment expired; order canceled.', afterHours: 1 }],
  },
];

const PIET_ADDRESS = {
  firstname: SECOND_CUSTOMER.firstname,
  lastname: SECOND_CUSTOMER.lastname,
  street: ['Grote Markt 7'],
  city: 'Groningen',
  postcode: '9711 LV',
  country_id: 'NL',
  telephone: '+31 50 765 4321',
};

/** Seed version 2: two bikes in one line (a bundle with qty 2), paid, for the second customer. */
const SECOND_CUSTOMER_ORDERS: readonly PlannedOrder[] = [
  {
    daysAgo: 7,
    customerId: SECOND_CUSTOMER.id,
    email: '',
    address: PIET_ADDRESS,
    method: 'mollie_methods_ideal',
    mollie: 'paid',
    items: [
      {
        sku: 'FOLT Elite',
        qty: 2,
        bundle: [
          [1, 'FOLT-BAT-504'],
          [4, 'FOLT-RACK-REAR'],
        ],
      },
    ],
    history: [{ status: 'processing', comment: 'Betaling ontvangen. Twee fietsen worden in de werkplaats afgesteld.', afterHours: 2, notify: true }],
  },
];

async function seedOrders(q: Queryable, catalog: Catalog, now: number, orders: readonly PlannedOrder[]): Promise<void> {
  for (const planned of orders) {
    const placedAt = now - planned.daysAgo * 86_400_000;
    const cart = await createCart(q, 1, placedAt, planned.customerId);
    for (const item of planned.items) {
      const product = catalog.get(item.sku)!;
      let bundle;
      if (product.bundle_options) {
        // Defaults for the required options, then the planned choices on top.
        const chosen = new Map<number, number[]>();
        for (const option of product.bundle_options) {
          const def = option.selections.find((selection) => selection.is_default);
          if (option.required && def) chosen.set(option.option_id, [def.selection_id]);
        }
        for (const [index, sku] of item.bundle ?? []) {
          const option = product.bundle_options[index]!;
          const selection = option.selections.find((entry) => entry.sku === sku)!;
          chosen.set(option.option_id, [selection.selection_id]);
        }
        bundle = [...chosen].map(([option_id, option_selections]) => ({ option_id, option_qty: 1, option_selections }));
      }
      await addItem(q, catalog, cart, { sku: item.sku, qty: item.qty, ...(bundle ? { bundle_options: bundle } : {}) }, placedAt);
    }
    const hasBike = planned.items.some((item) => catalog.get(item.sku)?.is_bike);
    const email =
      planned.customerId !== undefined
        ? (await one<{ email: string }>(q, 'select email from customers where entity_id = $1', [planned.customerId]))!.email
        : planned.email;
    cart.doc.shipping_address = { ...planned.address, email };
    cart.doc.billing_address = { ...planned.address };
    cart.doc.shipping_method = hasBike ? { carrier_code: 'freeshipping', method_code: 'freeshipping' } : { carrier_code: 'flatrate', method_code: 'flatrate' };
    if (planned.coupon) cart.doc.coupon_code = planned.coupon;
    await saveCart(q, cart, placedAt);
    const token = planned.mollie ? randomBytes(16).toString('hex') : null;
    if (token) await q.query('insert into mollie_tokens (token, quote_id, order_id, created_at) values ($1, $2, null, $3)', [token, cart.entity_id, placedAt]);
    const placed = await placeOrder(q, catalog, cart, { email, method: planned.method }, placedAt);
    const order = (await loadOrder(q, placed.entity_id))!;
    if (token && planned.mollie) {
      await q.query('insert into mollie_transactions (id, order_id, token, status, method, created_at) values ($1, $2, $3, $4, $5, $6)', [
        `tr_seed${order.entity_id}`,
        order.entity_id,
        token,
        planned.mollie,
        planned.method,
        placedAt,
      ]);
    }
    for (const step of planned.history) {
      await addHistory(q, order, {
        comment: step.comment,
        status: step.status,
        is_customer_notified: step.notify ? 1 : 0,
        is_visible_on_front: step.notify ? 1 : 0,
        created_at: placedAt + step.afterHours * 3_600_000,
      });
      order.state = STATUS_STATE[step.status] ?? order.state;
      if (step.status === 'complete')
        for (const item of order.items) {
          item.qty_invoiced = item.qty_ordered;
          item.qty_shipped = item.qty_ordered;
        }
      if (step.status === 'canceled') for (const item of order.items) item.qty_canceled = item.qty_ordered;
    }
    await saveOrder(q, order);
  }
}

/** The second customer and their order (seed version 2); also run on a version 1 data directory. */
async function seedSecondCustomer(q: Queryable, catalog: Catalog, now: number): Promise<void> {
  const customer: CustomerDoc = {
    firstname: SECOND_CUSTOMER.firstname,
    lastname: SECOND_CUSTOMER.lastname,
    created_at: now - 60 * 86_400_000,
    store_id: 1,
    addresses: [{ id: 2, ...PIET_ADDRESS, default_billing: true, default_shipping: true }],
  };
  await q.query('insert into customers (entity_id, email, password_hash, doc) values ($1, $2, $3, $4) on conflict do nothing', [
    SECOND_CUSTOMER.id,
    SECOND_CUSTOMER.email,
    hashPassword(SECOND_CUSTOMER.password),
    JSON.stringify(customer),
  ]);
  await q.query("select setval('customers_entity_id_seq', (select max(entity_id) from customers))");
  // The order takes stock like any other; the shelf keeps its advertised numbers.
  const { rows } = await q.query<{ sku: string; qty: number }>('select sku, qty from stock');
  await seedOrders(q, catalog, now, SECOND_CUSTOMER_ORDERS);
  for (const row of rows) await q.query('update stock set qty = $2 where sku = $1', [row.sku, row.qty]);
}

/** The seed coupons, in rule order; on an older data directory only the ones it lacks (its usage counts stay). */
async function insertCoupons(q: Queryable, mode: 'fresh' | 'keep existing'): Promise<void> {
  for (const coupon of COUPONS) {
    const { code, timesUsed, ...rule } = coupon;
    const conflict = mode === 'keep existing' ? ' on conflict (code) do nothing' : '';
    await q.query(`insert into coupons (code, doc, times_used) values ($1, $2, $3)${conflict}`, [code, JSON.stringify(rule), timesUsed ?? 0]);
  }
}

/**
 * Seeds when the database is empty (or after a wipe). Returns true when it seeded. Catalogue records are committed into
 * the in-memory cache inside the transaction because the seed orders are placed through the normal cart code.
 */
/**
 * Seed choices of a fresh data directory: the first category id (default 10; tests renumber) and whether catalogue
 * prices include VAT (tax/calculation/price_includes_tax, default true; kept with the data like Magento's config).
 */
export interface SeedOptions {
  categoryIdBase?: number;
  pricesIncludeTax?: boolean;
}

export async function seedIfEmpty(
  store: EmulatorStore,
  catalog: Catalog,
  credentials: SeedCredentials,
  now: number,
  options: SeedOptions = {},
): Promise<boolean> {
  const version = await store.getMeta<number>('seed_version');
  if (version !== undefined && version < SEED_VERSION) {
    // A data directory from an older seed: add what it lacks (the second customer before 2, coupons before 3).
    if (version === 1) await catalog.load(store);
    await store.tx(async (q) => {
      if (version === 1) await seedSecondCustomer(q, catalog, now);
      await insertCoupons(q, 'keep existing');
      await setMeta(q, 'seed_version', SEED_VERSION);
    });
  }
  if (version !== undefined) {
    await store.tx((q) => upsertCredentials(q, credentials));
    return false;
  }
  const categories = seedCategories(options.categoryIdBase);
  const pricesIncludeTax = options.pricesIncludeTax ?? true;
  const built = buildCatalog(now, categories, pricesIncludeTax);
  catalog.categories = categories;
  catalog.pricesIncludeTax = pricesIncludeTax;
  await store.tx(async (q) => {
    await setMeta(q, 'categories', categories);
    await setMeta(q, 'prices_include_tax', pricesIncludeTax);
    for (const product of built.products) {
      await catalog.save(q, product);
      await q.query('insert into stock (sku, qty) values ($1, $2) on conflict (sku) do update set qty = excluded.qty', [
        product.sku,
        built.stock.get(product.sku) ?? 0,
      ]);
      catalog.commit(product);
    }
    await q.query("select setval('products_entity_id_seq', (select max(entity_id) from products))");
    await insertCoupons(q, 'fresh');
    await upsertCredentials(q, credentials);
    const customer: CustomerDoc = {
      firstname: 'Sanne',
      lastname: 'de Vries',
      created_at: now - 200 * 86_400_000,
      store_id: 1,
      addresses: [{ id: 1, ...DEMO_ADDRESS, default_billing: true, default_shipping: true }],
    };
    await q.query('insert into customers (entity_id, email, password_hash, doc) values (1, $1, $2, $3)', [
      credentials.customerEmail.toLowerCase(),
      hashPassword(credentials.customerPassword),
      JSON.stringify(customer),
    ]);
    await q.query("select setval('customers_entity_id_seq', 1)");
    await seedOrders(q, catalog, now, ORDERS);
    await seedSecondCustomer(q, catalog, now);
    // Seed orders consumed stock and a coupon use; put the shelf back to the advertised numbers.
    for (const [sku, qty] of built.stock) await q.query('update stock set qty = $2 where sku = $1', [sku, qty]);
    await q.query('update coupons set times_used = 0');
    await q.query('delete from sales_rule_customers');
    await setMeta(q, 'seed_version', SEED_VERSION);
  });
  return true;
}

export async function cryptKey(store: EmulatorStore): Promise<Buffer> {
  const existing = await store.getMeta<string>('crypt_key');
  if (existing) return Buffer.from(existing, 'hex');
  const key = randomBytes(32);
  await store.tx((q) => setMeta(q, 'crypt_key', key.toString('hex')));
  return key;
}
