// The emulator's shop configuration, the values a Magento admin would set: store views, countries, tax, shipping, payment.
// Documented in README.md; the commerce rules in domain/pricing.rules.ts read only from here.
import type { Lang } from '../common/bike-models';

export type StoreCode = Lang;
export interface StoreView {
  code: StoreCode;
  id: number;
  name: string;
  locale: string;
}

/** Store views; `/rest/V1` uses the default (nl). `all` is the admin scope, store id 0. */
export const STORE_VIEWS: readonly StoreView[] = [
  { code: 'nl', id: 1, name: 'Nederlands', locale: 'nl_NL' },
  { code: 'en', id: 2, name: 'English', locale: 'en_US' },
  { code: 'de', id: 3, name: 'Deutsch', locale: 'de_DE' },
];

export function storeById(id: number): StoreView {
  return STORE_VIEWS.find((store) => store.id === id) ?? STORE_VIEWS[0]!;
}

/** VAT by destination country, percent. Prices are entered incl. Dutch VAT and stay the same gross price abroad (cross-border trade). */
export const TAX_RATES: Readonly<Record<string, number>> = { NL: 21, BE: 21, DE: 19, AT: 20, LU: 17 };
export const ORIGIN_COUNTRY = 'NL';

export const SHIPPING = {
  /** Parts travel as parcels: €6.95 per parcel of at most 20 kg. */
  parcelRateCents: 695,
  parcelMaxKg: 20,
  /** Parts-only orders ship free from €75 incl. VAT (after discount). */
  freeAboveCents: 7500,
  /** Any order with a bike is delivered to the door for free, parts included. */
  bikeDeliveryCents: 0,
} as const;

export const MAX_SALE_QTY = 10_000;

/**
 * Catalog > Inventory > Stock Options (CatalogInventory/etc/config.xml, store scope): `stock_threshold_qty` is the
 * "Only X left Threshold" GraphQL's only_x_left_in_stock reads (Magento's default 0: never shown); `show_out_of_stock`
 * is "Display Out of Stock Products" (default 0: GraphQL's products leaves them out). The shop needs 1 (README,
 * Magento preconditions). A test may override both through EmulatorSettings.stockOptions.
 */
export interface StockOptions {
  stockThresholdQty: number;
  showOutOfStock: boolean;
}
export const STOCK_OPTIONS: StockOptions = { stockThresholdQty: 5, showOutOfStock: true };

export interface PaymentMethodConfig {
  code: string;
  title: string;
  async: boolean;
}

/**
 * In Magento's order: MethodList::getAvailableMethods sorts by each method's `payment/<code>/sort_order`
 * (Magento\Payment\Model\MethodList::_sortMethods), and the shop shows the list reversed (spec §7). A Dutch shop's
 * configuration: cash on delivery first and iDEAL last in Magento's list, so the shop starts with iDEAL.
 * `async` = Mollie's "open is a success" methods (bank transfer).
 */
export const PAYMENT_METHODS: readonly PaymentMethodConfig[] = [
  { code: 'cashondelivery', title: 'Cash On Delivery', async: false },
  { code: 'mollie_methods_banktransfer', title: 'Bank transfer', async: true },
  { code: 'mollie_methods_klarna', title: 'Klarna', async: false },
  { code: 'mollie_methods_paypal', title: 'PayPal', async: false },
  { code: 'mollie_methods_creditcard', title: 'Credit Card', async: false },
  { code: 'mollie_methods_bancontact', title: 'Bancontact', async: false },
  { code: 'mollie_methods_ideal', title: 'iDEAL', async: false },
];

export interface CountryConfig {
  id: string;
  iso3: string;
  names: Readonly<Record<StoreCode, string>>;
  english: string;
  regions?: ReadonlyArray<{ id: number; code: string; name: string }>;
}

/** Allowed countries. Region ids and codes are Magento's directory_country_region rows for DE and AT. */
export const COUNTRIES: readonly CountryConfig[] = [
  { id: 'NL', iso3: 'NLD', english: 'Netherlands', names: { nl: 'Nederland', en: 'Netherlands', de: 'Niederlande' } },
  { id: 'BE', iso3: 'BEL', english: 'Belgium', names: { nl: 'België', en: 'Belgium', de: 'Belgien' } },
  { id: 'LU', iso3: 'LUX', english: 'Luxembourg', names: { nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg' } },
  {
    id: 'DE',
    iso3: 'DEU',
    english: 'Germany',
    names: { nl: 'Duitsland', en: 'Germany', de: 'Deutschland' },
    regions: [
      { id: 80, code: 'BAW', name: 'Baden-Württemberg' },
      { id: 81, code: 'BAY', name: 'Bayern' },
      { id: 82, code: 'BER', name: 'Berlin' },
      { id: 83, code: 'BRG', name: 'Brandenburg' },
      { id: 84, code: 'BRE', name: 'Bremen' },
      { id: 85, code: 'HAM', name: 'Hamburg' },
      { id: 86, code: 'HES', name: 'Hessen' },
      { id: 87, code: 'MEC', name: 'Mecklenburg-Vorpommern' },
      { id: 79, code: 'NDS', name: 'Niedersachsen' },
      { id: 88, code: 'NRW', name: 'Nordrhein-Westfalen' },
      { id: 89, code: 'RHE', name: 'Rheinland-Pfalz' },
      { id: 90, code: 'SAR', name: 'Saarland' },
      { id: 91, code: 'SAS', name: 'Sachsen' },
      { id: 92, code: 'SAC', name: 'Sachsen-Anhalt' },
      { id: 93, code: 'SCN', name: 'Schleswig-Holstein' },
      { id: 94, code: 'THE', name: 'Thüringen' },
    ],
  },
  {
    id: 'AT',
    iso3: 'AUT',
    english: 'Austria',
    names: { nl: 'Oostenrijk', en: 'Austria', de: 'Österreich' },
    regions: [
      { id: 95, code: 'WI', name: 'Wien' },
      { id: 96, code: 'NO', name: 'Niederösterreich' },
      { id: 97, code: 'OO', name: 'Oberösterreich' },
      { id: 98, code: 'SB', name: 'Salzburg' },
      { id: 99, code: 'KN', name: 'Kärnten' },
      { id: 100, code: 'ST', name: 'Steiermark' },
      { id: 101, code: 'TI', name: 'Tirol' },
      { id: 102, code: 'BL', name: 'Burgenland' },
      { id: 103, code: 'VB', name: 'Vorarlberg' },
    ],
  },
];

/**
 * Token lifetimes in minutes (JwtUserToken/etc/config.xml webapi/jwtauth/customer_expiration and admin_expiration,
 * 2.4.4+) and the sign-in lock (Integration/etc/config.xml oauth/authentication_lock).
 */
export const AUTH = {
  customerTokenMinutes: 60,
  adminTokenMinutes: 60,
  maxFailures: 6,
  lockMs: 30 * 60 * 1000,
} as const;

/** Request bodies above this size get 413, like the web server in front of Magento. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Stores > Configuration > Customers > Customer Configuration > Password Options (Customer/etc/config.xml, 2.4):
 * minimum_password_length 8, required_character_classes_number 3, reset_link_expiration_period 2 (hours;
 * AccountManagement::isResetPasswordLinkTokenExpired counts whole hours). MAX_PASSWORD_LENGTH is
 * AccountManagement::MAX_PASSWORD_LENGTH.
 */
export const PASSWORD_OPTIONS = {
  minimumLength: 8,
  requiredCharacterClasses: 3,
  maximumLength: 256,
  resetLinkExpirationHours: 2,
} as const;

/** Stores > Configuration > General > Store Email Addresses (Store/etc/config.xml trans_email ident_*: Magento's defaults). */
export const MAIL_IDENTITIES = {
  general: { name: 'FOLT', email: 'owner@example.com' },
  sales: { name: 'FOLT Sales', email: 'sales@example.com' },
  support: { name: 'FOLT Customer Support', email: 'support@example.com' },
} as const;

/**
 * The links in the transactional e-mails, as a headless shop's Magento admin sets them: each store view's base link
 * URL is the shop (`shopUrl`, like web/secure/base_link_url) plus the store view's language prefix, and the templates
 * (customer_password_forgot_email_template, …) are edited to point at the shop's own pages instead of Luma's
 * customer/account/createPassword. The paths follow the shop's slug table (src/locales/paths.ts).
 */
export const MAIL_LINKS: Readonly<
  Record<StoreCode, { prefix: string; resetPassword: string; forgotPassword: string; account: string; orders: string; login: string }>
> = {
  nl: {
    prefix: '',
    resetPassword: '/klant-wachtwoord-instellen',
    forgotPassword: '/klant-wachtwoord-vergeten',
    account: '/klant-gegevens',
    orders: '/customer-orders',
    login: '/customer-login',
  },
  en: {
    prefix: '/en',
    resetPassword: '/customer-reset-password',
    forgotPassword: '/customer-forgot-password',
    account: '/customer-settings',
    orders: '/customer-orders',
    login: '/customer-login',
  },
  de: {
    prefix: '/de',
    resetPassword: '/kunde-passwort-festlegen',
    forgotPassword: '/kunde-passwort-vergessen',
    account: '/kunde-einstellungen',
    orders: '/customer-orders',
    login: '/customer-login',
  },
};
