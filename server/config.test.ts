// loadConfig: defaults, every variable, one readable error listing all bad ones, production-only secret rules.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEV_INTEGRATION_TOKEN } from '../common/dev-defaults';
import { ConfigError, DEV_ORDER_TOKEN_SECRET, WEAK_SECRET_BITS, isWeakSecret, loadConfig, secretBits } from './config';

const strong = 'k9Vq2mX7pL4wR8sT1yZ3bN6cF0hJ5dG2aE9uQ7iO4';
const strong2 = 'Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0Ff9Dd8Ss7Aa6Qq';
/** Everything production needs besides the secrets. */
const production = {
  NODE_ENV: 'production',
  MAGENTO_URL: 'https://magento.folt.example',
  MAGENTO_TOKEN: 'q1w2e3r4t5y6u7i8o9p0',
  PUBLIC_URL: 'https://www.folt.example',
};

describe('loadConfig', () => {
  it('gives development defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      isProduction: false,
      magentoUrl: null,
      magentoToken: null,
      storeCodes: { nl: 'nl', en: 'en', de: 'de' },
      defaultCoupon: null,
      gtmId: null,
      databaseUrl: null,
      redisUrl: null,
      publicUrl: 'http://localhost:3000',
      upstreamTimeoutMs: 15000,
      magentoMaxResponseBytes: 16 * 1024 * 1024,
      orderTokenSecret: DEV_ORDER_TOKEN_SECRET,
      orderTokenSecretIsDevDefault: true,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      MAGENTO_URL: 'https://shop.example/',
      MAGENTO_TOKEN: 'abc123',
      STORE_CODES: 'nl:default, en:english,de:german',
      DEFAULT_COUPON: 'WELCOME10',
      GTM_ID: 'GTM-AB12CD',
      ORDER_TOKEN_SECRET: strong,
      SESSION_SECRET: strong2,
      DATABASE_URL: 'postgres://u:p@localhost/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'https://folt.example',
      UPSTREAM_TIMEOUT_MS: '200',
      MAGENTO_MAX_RESPONSE_BYTES: '33554432',
    });
    expect(c).toMatchObject({
      port: 8080,
      magentoUrl: 'https://shop.example',
      mediaBaseUrl: 'https://shop.example/media/',
      storeCodes: { nl: 'default', en: 'english', de: 'german' },
      gtmId: 'GTM-AB12CD',
      orderTokenSecret: strong,
      orderTokenSecretIsDevDefault: false,
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'https://folt.example',
      upstreamTimeoutMs: 200,
      magentoMaxResponseBytes: 33554432,
    });
  });

  it('takes MAGENTO_MAX_RESPONSE_BYTES as whole bytes from 64 KiB to 1 GiB', () => {
    expect(loadConfig({ MAGENTO_MAX_RESPONSE_BYTES: '65536' }).magentoMaxResponseBytes).toBe(65536);
    expect(loadConfig({ MAGENTO_MAX_RESPONSE_BYTES: '1073741824' }).magentoMaxResponseBytes).toBe(1073741824);
    for (const bad of ['65535', '1073741825', '16MB', '1e7', '-1', '8388608.5']) {
      expect(() => loadConfig({ MAGENTO_MAX_RESPONSE_BYTES: bad }), bad).toThrow(/MAGENTO_MAX_RESPONSE_BYTES must be a whole number of bytes from 65536/);
    }
  });

  it('lists every bad variable in one readable error', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', STORE_CODES: 'fr:fr', REDIS_URL: 'http://x', MAGENTO_URL: 'ftp://x', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as ConfigError).message;
    for (const name of ['PORT', 'STORE_CODES', 'REDIS_URL', 'MAGENTO_URL', 'DATABASE_URL']) expect(msg).toContain(name);
    expect((err as ConfigError).problems.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses missing or weak secrets in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ORDER_TOKEN_SECRET is required[\s\S]*SESSION_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', ORDER_TOKEN_SECRET: 'short', SESSION_SECRET: strong2 })).toThrow(/ORDER_TOKEN_SECRET is too weak/);
    expect(() => loadConfig({ NODE_ENV: 'production', ORDER_TOKEN_SECRET: 'a'.repeat(64), SESSION_SECRET: strong2 })).toThrow(/too weak/);
    expect(() => loadConfig({ NODE_ENV: 'production', ORDER_TOKEN_SECRET: strong, SESSION_SECRET: strong })).toThrow(/must differ/);
    expect(loadConfig({ ...production, ORDER_TOKEN_SECRET: strong, SESSION_SECRET: strong2 }).isProduction).toBe(true);
    expect(loadConfig({ ORDER_TOKEN_SECRET: 'short' }).orderTokenSecret).toBe('short');
  });

  it('refuses to start in production on development defaults, naming every bad variable in one message', () => {
    let err: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '0.0.0.0/0', ORDER_TOKEN_SECRET: strong, SESSION_SECRET: strong2 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.join('\n');
    expect(problems).toMatch(/MAGENTO_URL is required in production/);
    expect(problems).toMatch(/PUBLIC_URL is required in production/);
    expect(problems).toMatch(/TRUST_PROXY must not trust every address/);
    // The same environment without NODE_ENV=production starts the emulator as before (apart from the open proxy).
    expect(loadConfig({ ORDER_TOKEN_SECRET: strong, SESSION_SECRET: strong2 }).magentoUrl).toBeNull();
  });

  it("refuses the emulator's public integration token and plain http to Magento in production", () => {
    const base = { ...production, ORDER_TOKEN_SECRET: strong, SESSION_SECRET: strong2 };
    expect(() => loadConfig({ ...base, MAGENTO_TOKEN: DEV_INTEGRATION_TOKEN })).toThrow(/MAGENTO_TOKEN is the Magento emulator's public development token/);
    expect(() => loadConfig({ ...base, MAGENTO_URL: 'http://10.0.0.5' })).toThrow(/MAGENTO_URL must use https:\/\/ in production/);
    expect(loadConfig({ ...base, MAGENTO_URL: 'http://10.0.0.5', MAGENTO_ALLOW_HTTP: 'private-network' }).magentoUrl).toBe('http://10.0.0.5');
    expect(() => loadConfig({ ...base, MAGENTO_URL: 'http://10.0.0.5', MAGENTO_ALLOW_HTTP: '1' })).toThrow(/MAGENTO_URL must use https/);
    // Development keeps working with the emulator's token against a local emulator over http.
    expect(loadConfig({ MAGENTO_URL: 'http://127.0.0.1:3001', MAGENTO_TOKEN: DEV_INTEGRATION_TOKEN }).magentoToken).toBe(DEV_INTEGRATION_TOKEN);
  });

  it('refuses low-entropy secrets in production: repeated pieces and keyboard runs, not only short or uniform ones', () => {
    const base = { ...production, SESSION_SECRET: strong2 };
    for (const weak of [
      'abcdefghij'.repeat(4),
      'Password1!Password1!Password1!Password1!',
      '0123456789abcdef0123456789abcdef',
      'qwertyuiopasdfghjklzxcvbnm'.repeat(2),
    ]) {
      expect(isWeakSecret(weak), weak).toBe(true);
      expect(() => loadConfig({ ...base, ORDER_TOKEN_SECRET: weak }), weak).toThrow(/ORDER_TOKEN_SECRET is too weak/);
    }
    // What the README tells an operator to generate passes: `openssl rand -base64 48` and `openssl rand -hex 16`.
    for (const generated of [randomBytes(48).toString('base64'), randomBytes(16).toString('hex'), strong]) {
      expect(isWeakSecret(generated), generated).toBe(false);
      expect(secretBits(generated)).toBeGreaterThanOrEqual(WEAK_SECRET_BITS);
    }
  });

  it('trusts forwarded addresses from loopback by default and from what TRUST_PROXY names, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.4');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.0/8, ::/0'])
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(/TRUST_PROXY must not trust every address/);
  });

  it("falls back to Magento 2.4.4+'s token lifetimes: 1 h for customers and for admins, or the hours given", () => {
    expect(loadConfig({})).toMatchObject({ customerTokenLifetimeMs: 3_600_000, adminTokenLifetimeMs: 3_600_000 });
    expect(loadConfig({ MAGENTO_CUSTOMER_TOKEN_HOURS: '0.5', MAGENTO_ADMIN_TOKEN_HOURS: '8' })).toMatchObject({
      customerTokenLifetimeMs: 1_800_000,
      adminTokenLifetimeMs: 28_800_000,
    });
    for (const bad of ['0', '-1', 'one', '1000']) expect(() => loadConfig({ MAGENTO_ADMIN_TOKEN_HOURS: bad }), bad).toThrow(/MAGENTO_ADMIN_TOKEN_HOURS/);
  });

  it('requires MAGENTO_TOKEN with MAGENTO_URL', () => {
    expect(() => loadConfig({ MAGENTO_URL: 'https://m.example' })).toThrow(/MAGENTO_TOKEN is required/);
  });

  it('refuses a malformed GTM id with a warning and runs without the tag manager', () => {
    for (const bad of ['GTM-', 'gtm-lower', 'GTM-ab12', 'GTM-12 34', 'UA-1234', 'GTM-12"><script>']) {
      const warnings: string[] = [];
      expect(loadConfig({ GTM_ID: bad }, { warn: (message) => warnings.push(message) }).gtmId, bad).toBeNull();
      expect(warnings, bad).toEqual([expect.stringContaining('GTM_ID ignored')]);
    }
    const warnings: string[] = [];
    expect(loadConfig({ GTM_ID: 'GTM-5X7K9' }, { warn: (message) => warnings.push(message) }).gtmId).toBe('GTM-5X7K9');
    expect(warnings).toEqual([]);
  });
});

describe('loadConfig: forms, leads and their mail', () => {
  it('defaults: PGlite under data/server-db, no SMTP, 5 submissions per 10 minutes, sender at PUBLIC_URL', () => {
    expect(loadConfig({})).toMatchObject({
      databaseDir: 'data/server-db',
      smtpUrl: null,
      leadsEmailTo: [],
      leadsEmailFrom: 'FOLT website <no-reply@localhost>',
      formRateLimit: { limit: 5, windowMs: 600_000 },
      leadRetentionMonths: 24,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://folt.example' }).leadsEmailFrom).toBe('FOLT website <no-reply@folt.example>');
  });

  it('reads the variables', () => {
    expect(
      loadConfig({
        DATABASE_DIR: '/var/lib/folt/db',
        SMTP_URL: 'smtps://leads:s3cret@mail.example:465',
        LEADS_EMAIL_TO: 'verkoop@folt.example, hr@folt.example',
        LEADS_EMAIL_FROM: 'FOLT website <website@folt.example>',
        FORM_RATE_LIMIT: '20/3600',
      }),
    ).toMatchObject({
      databaseDir: '/var/lib/folt/db',
      smtpUrl: 'smtps://leads:s3cret@mail.example:465',
      leadsEmailTo: ['verkoop@folt.example', 'hr@folt.example'],
      leadsEmailFrom: 'FOLT website <website@folt.example>',
      formRateLimit: { limit: 20, windowMs: 3_600_000 },
    });
    expect(loadConfig({ FORM_RATE_LIMIT: 'off' }).formRateLimit).toBeNull();
    expect(loadConfig({ LEAD_RETENTION_MONTHS: '6' }).leadRetentionMonths).toBe(6);
    for (const bad of ['0', '121', '1.5', 'twee']) expect(() => loadConfig({ LEAD_RETENTION_MONTHS: bad }), bad).toThrow(/LEAD_RETENTION_MONTHS/);
    expect(loadConfig({ LEADS_EMAIL_FROM: 'website@folt.example' }).leadsEmailFrom).toBe('website@folt.example');
  });

  it('refuses bad values, and never echoes the SMTP password', () => {
    let err: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://leads:topsecret@mail.example',
        LEADS_EMAIL_TO: 'verkoop, x@y.nl',
        LEADS_EMAIL_FROM: 'Website <nope>',
        FORM_RATE_LIMIT: '5 per minute',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as ConfigError).message;
    for (const name of ['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM', 'FORM_RATE_LIMIT']) expect(msg).toContain(name);
    expect(msg).not.toContain('topsecret');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/LEADS_EMAIL_TO is required when SMTP_URL is set/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: '0/60' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => loadConfig({ LEADS_EMAIL_FROM: 'a@b.nl\r\nBcc: x@y.nl' })).toThrow(/LEADS_EMAIL_FROM/);
  });

  it('reads the order-lookup limits (per visitor / per order number / seconds), keeps the defaults without', () => {
    expect(loadConfig({}).orderLookupRateLimit).toBeNull();
    expect(loadConfig({ ORDER_LOOKUP_RATE_LIMIT: '20/4/600' }).orderLookupRateLimit).toEqual({
      perIp: { limit: 20, windowMs: 600_000 },
      perOrder: { limit: 4, windowMs: 600_000 },
    });
    for (const bad of ['0/5/900', '10/5', 'off', '10/5/0']) expect(() => loadConfig({ ORDER_LOOKUP_RATE_LIMIT: bad }), bad).toThrow(/ORDER_LOOKUP_RATE_LIMIT/);
  });
});
