// Google Tag Manager behind consent (spec §5, DESIGN §9, §11). Consent Mode v2 defaults (everything denied) are the
// first thing in the dataLayer; GTM loads only with a valid id from the runtime configuration (GTM_ID, which the
// server validates and hands to the page with the router's data, as GET /api/config also tells) and after the
// visitor agreed, with the page's CSP nonce. The choice (analytics, marketing) is kept six months in a
// cookie and can be changed from the footer. track() sends the e-commerce events view_item, add_to_cart,
// begin_checkout and purchase, is a no-op without consent, and sends a purchase once per order even when the
// payment return or the confirmation page is opened again. Loaded after first render, never with it.
import Cookies from 'js-cookie';

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
export const GTM_ORIGIN = 'https://www.googletagmanager.com';
export const CONSENT_COOKIE = 'folt_consent';
/** Six months. */
export const CONSENT_MAX_AGE_DAYS = 183;
const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
export const SENT_PURCHASES_KEY = 'folt:purchases-sent';
const SENT_PURCHASES_KEPT = 100;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}
export interface Consent extends ConsentChoice {
  decidedAt: number;
}

type ConsentSignal = 'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization';
export type ConsentMode = Record<ConsentSignal, 'granted' | 'denied'>;

/** Consent Mode v2 signals for a choice: analytics → analytics_storage, marketing → the three ad signals. */
export function consentMode(choice: ConsentChoice | null): ConsentMode {
  const ads = choice?.marketing ? 'granted' : 'denied';
  return { ad_storage: ads, analytics_storage: choice?.analytics ? 'granted' : 'denied', ad_user_data: ads, ad_personalization: ads };
}

/** Cookie value: version, analytics and marketing as 0/1, the moment of the choice ("1.10.1700000000000"). */
export function encodeConsent({ analytics, marketing, decidedAt }: Consent): string {
  return `1.${analytics ? 1 : 0}${marketing ? 1 : 0}.${decidedAt}`;
}

/** The stored choice, or null when there is none, it is unreadable or older than six months (ask again). */
export function decodeConsent(raw: string | undefined, now: number): Consent | null {
  const m = raw ? /^1\.([01])([01])\.(\d{1,15})$/.exec(raw) : null;
  if (!m) return null;
  const decidedAt = Number(m[3]);
  if (now - decidedAt > CONSENT_MAX_AGE_MS) return null;
  return { analytics: m[1] === '1', marketing: m[2] === '1', decidedAt };
}

export interface TrackItem {
  item_id: string;
  item_name?: string;
  item_variant?: string;
  item_category?: string;
  price?: number;
  quantity?: number;
}
export interface EcommerceData {
  /** Incl. VAT, in euros. */
  value: number;
  items: TrackItem[];
  coupon?: string;
}
export interface PurchaseData extends EcommerceData {
  /** The order's increment id. */
  transaction_id: string;
  /** The confirmation page's orderId token: remembered (hashed) so a replayed return sends nothing; never sent to GTM. */
  orderToken: string;
  tax?: number;
  shipping?: number;
}
export type EcommerceEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';

export interface TagManagerState {
  /** A valid GTM id is configured. */
  configured: boolean;
  /** The banner should ask: configured and no (current) choice stored. */
  needsChoice: boolean;
  consent: Consent | null;
  /** gtm.js has been requested on this page. */
  loaded: boolean;
}

export interface TagManagerEnv {
  readCookie(): string | undefined;
  writeCookie(value: string): void;
  /** Where the sent purchases are remembered (localStorage); null keeps them for this page only. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  dataLayer(): unknown[];
  insertScript(src: string, nonce: string | undefined): void;
  nonce(): string | undefined;
  now(): number;
  /** The runtime configuration's tag-manager id. */
  loadConfig(): Promise<{ gtmId?: unknown }>;
  warn(message: string): void;
}

export interface TagManager {
  /** Reads the configuration and the stored choice; loads GTM when both allow it. Safe to call more than once. */
  start(): Promise<void>;
  saveConsent(choice: ConsentChoice): Promise<void>;
  track(event: 'purchase', data: PurchaseData): boolean;
  track(event: Exclude<EcommerceEvent, 'purchase'>, data: EcommerceData): boolean;
  track(event: EcommerceEvent, data: EcommerceData | PurchaseData): boolean;
  state(): TagManagerState;
  subscribe(listener: (state: TagManagerState) => void): () => void;
}

/** A short, stable fingerprint (FNV-1a): enough to recognise a token again without storing it. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function createTagManager(env: TagManagerEnv): TagManager {
  let gtmId: string | null = null;
  let config: Promise<void> | undefined;
  let started: Promise<void> | undefined;
  let bootstrapped = false;
  let loaded = false;
  const listeners = new Set<(state: TagManagerState) => void>();
  const sentHere = new Set<string>();

  const consent = () => decodeConsent(env.readCookie(), env.now());
  const granted = (c: Consent | null) => !!c && (c.analytics || c.marketing);

  // gtag() pushes the arguments object itself: that is what GTM's consent commands expect.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    env.dataLayer().push(arguments);
  }

  function bootstrap(): void {
    if (bootstrapped) return;
    bootstrapped = true;
    gtag('consent', 'default', { ...consentMode(null), wait_for_update: 500 });
    const stored = consent();
    if (stored) gtag('consent', 'update', consentMode(stored));
  }

  function loadGtm(): void {
    if (loaded || !gtmId || !granted(consent())) return;
    loaded = true;
    bootstrap();
    env.dataLayer().push({ 'gtm.start': env.now(), event: 'gtm.js' });
    env.insertScript(`${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`, env.nonce());
  }

  function state(): TagManagerState {
    const stored = consent();
    return { configured: gtmId !== null, needsChoice: gtmId !== null && !stored, consent: stored, loaded };
  }
  const emit = () => {
    const now = state();
    for (const listener of listeners) listener(now);
  };

  function readConfig(): Promise<void> {
    config ??= env.loadConfig().then(
      ({ gtmId: id }) => {
        if (typeof id === 'string' && GTM_ID_PATTERN.test(id)) gtmId = id;
        else if (id != null && id !== '') env.warn(`Tag manager off: "${String(id)}" is not a GTM id (GTM- followed by digits or capitals).`);
      },
      () => {
        // No configuration, no tag manager; the banner stays away too.
      },
    );
    return config;
  }

  function readSent(): string[] {
    try {
      const list: unknown = JSON.parse(env.storage?.getItem(SENT_PURCHASES_KEY) ?? '[]');
      return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  }

  function rememberSent(keys: string[]): void {
    for (const key of keys) sentHere.add(key);
    try {
      env.storage?.setItem(SENT_PURCHASES_KEY, JSON.stringify([...readSent(), ...keys].slice(-SENT_PURCHASES_KEPT)));
    } catch {
      // Storage full or blocked: this page still remembers.
    }
  }

  function track(event: EcommerceEvent, data: EcommerceData | PurchaseData): boolean {
    if (!granted(consent())) return false;
    let payload: Record<string, unknown> = { ...data };
    let keys: string[] = [];
    if (event === 'purchase') {
      const { orderToken, ...rest } = data as PurchaseData;
      // Different tokens can name the same order (they are encrypted with a fresh IV), so the order number counts too.
      keys = [`t:${fingerprint(orderToken)}`, `o:${fingerprint(rest.transaction_id)}`];
      const sent = new Set([...readSent(), ...sentHere]);
      if (keys.some((key) => sent.has(key))) return false;
      payload = rest;
    }
    bootstrap();
    const layer = env.dataLayer();
    // Clear the previous e-commerce object first, as GA4's dataLayer guide asks.
    layer.push({ ecommerce: null });
    layer.push({ event, ecommerce: { currency: 'EUR', ...payload } });
    if (keys.length) rememberSent(keys);
    return true;
  }

  return {
    start() {
      started ??= (async () => {
        const stored = consent();
        // A visitor who said no gets nothing: no defaults, no container, no request.
        if (stored && !granted(stored)) return;
        await readConfig();
        if (gtmId) bootstrap();
        loadGtm();
        emit();
      })();
      return started;
    },
    async saveConsent({ analytics, marketing }) {
      env.writeCookie(encodeConsent({ analytics, marketing, decidedAt: env.now() }));
      if (bootstrapped) gtag('consent', 'update', consentMode({ analytics, marketing }));
      if (analytics || marketing) {
        await readConfig();
        bootstrap();
        loadGtm();
      }
      emit();
    },
    track: track as TagManager['track'],
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The same track() as below, for the end-to-end tests and GTM's preview. */
    __foltTrack?: TagManager['track'];
  }
}

function pageNonce(): string | undefined {
  // The browser hides a nonce attribute's value from getAttribute, but the property keeps it.
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') || undefined;
}

/** Set by startTagManager from the router's data: the id the server validated (none: no tag manager, no banner). */
let configuredGtmId: string | null = null;

function browserEnv(): TagManagerEnv {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Blocked storage: purchases are remembered for this page only.
  }
  return {
    readCookie: () => Cookies.get(CONSENT_COOKIE),
    writeCookie: (value) =>
      Cookies.set(CONSENT_COOKIE, value, { expires: CONSENT_MAX_AGE_DAYS, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' }),
    storage,
    dataLayer: () => (window.dataLayer ??= []),
    insertScript(src, nonce) {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    },
    nonce: pageNonce,
    now: () => Date.now(),
    loadConfig: async () => ({ gtmId: configuredGtmId }),
    warn: (message) => console.warn(message),
  };
}

let browserManager: TagManager | undefined;

/** The tab's tag manager (browser only). */
export function tagManager(): TagManager {
  browserManager ??= createTagManager(browserEnv());
  return browserManager;
}

/** Started when the page is idle after hydration (main.tsx, the consent banner), with the page's GTM id. */
export function startTagManager(gtmId: string | null | undefined): Promise<void> {
  configuredGtmId ??= gtmId ?? null;
  window.__foltTrack ??= track;
  return tagManager().start();
}

/**
 * Sends an e-commerce event when the visitor agreed (false otherwise, and always on the server). Shop views call
 * it: view_item on a product page, add_to_cart after an item was added, begin_checkout on the checkout page,
 * purchase on the confirmation page once the order is loaded.
 */
export function track(event: 'purchase', data: PurchaseData): boolean;
export function track(event: Exclude<EcommerceEvent, 'purchase'>, data: EcommerceData): boolean;
export function track(event: EcommerceEvent, data: EcommerceData | PurchaseData): boolean {
  if (typeof window === 'undefined') return false;
  return tagManager().track(event, data);
}
