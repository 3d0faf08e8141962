// Tag manager gating: Consent Mode defaults first, GTM only with a valid id and consent (and the nonce), no request
// at all after a refusal, the six-month cookie, track() a no-op without consent, and a purchase sent once per order.
import { describe, expect, it } from 'vitest';
import { consentMode, createTagManager, decodeConsent, encodeConsent, type TagManagerEnv } from './tag-manager';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function fakeEnv(options: { gtmId?: unknown; cookie?: string; configFails?: boolean } = {}) {
  const store = new Map<string, string>();
  const fake = {
    cookie: options.cookie as string | undefined,
    layer: [] as unknown[],
    scripts: [] as Array<{ src: string; nonce: string | undefined }>,
    configCalls: 0,
    warnings: [] as string[],
    clock: NOW,
    store,
  };
  const env: TagManagerEnv = {
    readCookie: () => fake.cookie,
    writeCookie: (value) => {
      fake.cookie = value;
    },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    dataLayer: () => fake.layer,
    insertScript: (src, nonce) => fake.scripts.push({ src, nonce }),
    nonce: () => 'n0nce',
    now: () => fake.clock,
    loadConfig: async () => {
      fake.configCalls += 1;
      if (options.configFails) throw new Error('offline');
      return { gtmId: 'gtmId' in options ? options.gtmId : 'GTM-AB12CD' };
    },
    warn: (message) => fake.warnings.push(message),
  };
  return { env, fake };
}

/** dataLayer entries as plain values (gtag pushes arguments objects). */
const plain = (layer: unknown[]) =>
  layer.map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));

const view = { value: 1299, items: [{ item_id: 'FOLT Classic', item_name: 'FOLT Classic', price: 1299, quantity: 1 }] };
const purchase = { ...view, transaction_id: '000000123', orderToken: 'tok-AAA', tax: 225.45, shipping: 0 };

describe('consent cookie', () => {
  it('round-trips a choice and expires it after six months', () => {
    const value = encodeConsent({ analytics: true, marketing: false, decidedAt: NOW });
    expect(value).toBe(`1.10.${NOW}`);
    expect(decodeConsent(value, NOW + 180 * DAY)).toEqual({ analytics: true, marketing: false, decidedAt: NOW });
    expect(decodeConsent(value, NOW + 184 * DAY)).toBeNull();
    expect(decodeConsent('garbage', NOW)).toBeNull();
    expect(decodeConsent(undefined, NOW)).toBeNull();
  });

  it('maps categories to Consent Mode v2 signals', () => {
    expect(consentMode(null)).toEqual({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(consentMode({ analytics: true, marketing: false })).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(consentMode({ analytics: false, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('createTagManager', () => {
  it('asks for a choice and loads nothing before consent; the denied defaults come first', async () => {
    const { env, fake } = fakeEnv();
    const manager = createTagManager(env);
    const states: boolean[] = [];
    manager.subscribe((s) => states.push(s.needsChoice));
    await manager.start();
    expect(fake.scripts).toEqual([]);
    expect(manager.state()).toMatchObject({ configured: true, needsChoice: true, loaded: false });
    expect(states).toEqual([true]);
    expect(plain(fake.layer)).toEqual([['consent', 'default', { ...consentMode(null), wait_for_update: 500 }]]);
  });

  it('loads GTM with the nonce after acceptance, after the consent commands', async () => {
    const { env, fake } = fakeEnv();
    const manager = createTagManager(env);
    await manager.start();
    await manager.saveConsent({ analytics: true, marketing: true });
    expect(fake.scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', nonce: 'n0nce' }]);
    const layer = plain(fake.layer);
    expect(layer[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(layer[1]).toEqual(['consent', 'update', consentMode({ analytics: true, marketing: true })]);
    expect(layer[2]).toMatchObject({ event: 'gtm.js' });
    expect(fake.cookie).toBe(`1.11.${NOW}`);
    expect(manager.state()).toMatchObject({ needsChoice: false, loaded: true });
  });

  it('loads GTM on a later page when the stored choice allows it', async () => {
    const { env, fake } = fakeEnv({ cookie: `1.10.${NOW - DAY}` });
    await createTagManager(env).start();
    expect(fake.scripts).toHaveLength(1);
    expect(plain(fake.layer).slice(0, 2)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', consentMode({ analytics: true, marketing: false })],
    ]);
  });

  it('makes no request at all after a refusal, not even for the configuration', async () => {
    const { env, fake } = fakeEnv({ cookie: `1.00.${NOW - DAY}` });
    const manager = createTagManager(env);
    await manager.start();
    expect(fake.configCalls).toBe(0);
    expect(fake.scripts).toEqual([]);
    expect(manager.track('view_item', view)).toBe(false);
    expect(fake.layer).toEqual([]);
  });

  it('rejecting from the banner keeps GTM away', async () => {
    const { env, fake } = fakeEnv();
    const manager = createTagManager(env);
    await manager.start();
    await manager.saveConsent({ analytics: false, marketing: false });
    expect(fake.scripts).toEqual([]);
    expect(fake.cookie).toBe(`1.00.${NOW}`);
    expect(manager.state().needsChoice).toBe(false);
  });

  it('withdrawing consent later sends the denied update and stops the events', async () => {
    const { env, fake } = fakeEnv({ cookie: `1.11.${NOW - DAY}` });
    const manager = createTagManager(env);
    await manager.start();
    await manager.saveConsent({ analytics: false, marketing: false });
    expect(plain(fake.layer).at(-1)).toEqual(['consent', 'update', consentMode(null)]);
    expect(manager.track('add_to_cart', view)).toBe(false);
  });

  it.each([
    ['absent', null],
    ['lower case', 'gtm-ab12'],
    ['with a payload', 'GTM-1"><script>'],
  ])('stays off with a %s id', async (_name, gtmId) => {
    const { env, fake } = fakeEnv({ gtmId, cookie: `1.11.${NOW - DAY}` });
    const manager = createTagManager(env);
    await manager.start();
    expect(fake.scripts).toEqual([]);
    expect(manager.state()).toMatchObject({ configured: false, needsChoice: false });
    if (gtmId) expect(fake.warnings).toEqual([expect.stringContaining('not a GTM id')]);
  });

  it('stays off (and silent) when the configuration cannot be read', async () => {
    const { env, fake } = fakeEnv({ configFails: true });
    const manager = createTagManager(env);
    await manager.start();
    expect(manager.state()).toMatchObject({ configured: false, needsChoice: false });
    expect(fake.scripts).toEqual([]);
  });

  it('starts once however often it is asked', async () => {
    const { env, fake } = fakeEnv({ cookie: `1.11.${NOW}` });
    const manager = createTagManager(env);
    await Promise.all([manager.start(), manager.start()]);
    await manager.start();
    expect(fake.configCalls).toBe(1);
    expect(fake.scripts).toHaveLength(1);
  });
});

describe('track', () => {
  it('is a no-op without consent', async () => {
    const { env, fake } = fakeEnv();
    const manager = createTagManager(env);
    await manager.start();
    for (const event of ['view_item', 'add_to_cart', 'begin_checkout'] as const) expect(manager.track(event, view)).toBe(false);
    expect(manager.track('purchase', purchase)).toBe(false);
    expect(plain(fake.layer).some((e) => typeof e === 'object' && e !== null && 'event' in e)).toBe(false);
  });

  it('pushes GA4 e-commerce events in euros after consent, clearing the previous object first', async () => {
    const { env, fake } = fakeEnv({ cookie: `1.10.${NOW}` });
    const manager = createTagManager(env);
    expect(manager.track('view_item', view)).toBe(true);
    const layer = plain(fake.layer);
    // Even an event tracked before start() comes after the consent defaults.
    expect(layer[0]).toEqual(['consent', 'default', expect.anything()]);
    expect(layer.slice(-2)).toEqual([{ ecommerce: null }, { event: 'view_item', ecommerce: { currency: 'EUR', ...view } }]);
  });

  it('sends a purchase once per order, across pages, without the order token', async () => {
    const { env, fake } = fakeEnv({ cookie: `1.11.${NOW}` });
    expect(createTagManager(env).track('purchase', purchase)).toBe(true);
    const sent = plain(fake.layer).filter((e) => (e as { event?: string }).event === 'purchase');
    expect(sent).toEqual([
      { event: 'purchase', ecommerce: { currency: 'EUR', value: 1299, items: view.items, transaction_id: '000000123', tax: 225.45, shipping: 0 } },
    ]);
    expect(JSON.stringify(fake.layer)).not.toContain('tok-AAA');
    expect([...fake.store.values()].join()).not.toContain('tok-AAA');

    // The payment return replayed: a new page (new manager) with the same token, or a new token for the same order.
    const again = createTagManager(env);
    expect(again.track('purchase', purchase)).toBe(false);
    expect(again.track('purchase', { ...purchase, orderToken: 'tok-BBB' })).toBe(false);
    expect(again.track('purchase', { ...purchase, orderToken: 'tok-CCC', transaction_id: '000000124' })).toBe(true);
  });

  it('remembers purchases within the page when storage is unavailable', () => {
    const { env } = fakeEnv({ cookie: `1.11.${NOW}` });
    const manager = createTagManager({ ...env, storage: null });
    expect(manager.track('purchase', purchase)).toBe(true);
    expect(manager.track('purchase', purchase)).toBe(false);
  });

  it('does nothing in the server render', async () => {
    const { track } = await import('./tag-manager');
    expect(track('view_item', view)).toBe(false);
  });
});
