// createApp(deps) → the Express app: security headers, static assets, the API, sitemap/robots and SSR pages.
// No listen and no environment reads here, so tests can start it on port 0 with whatever deps they need.
import type http from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { PageRenderer, SessionInfo } from './ssr/renderer';
import { renderFallbackErrorPage } from './ssr/fallback-error';
import { precompressed } from './ssr/precompressed';
import { requestCookie } from './security/request-cookies';
import { clientErrorOf, ErrorText } from './api/api-envelope';
import type { CatalogReader } from './api/catalog-reader';
import type { ShopperCartReader } from './api/cart-read';
import { pageCacheKey, type CachedPage, type PageCache } from './cache/page-cache';
import { newCspNonce, requestIdFrom } from './request-identity';

export type { SessionInfo } from './ssr/renderer';

export interface AppDeps {
  logger: Logger;
  renderer: PageRenderer;
  publicUrl: string;
  isProduction: boolean;
  /** Origins the browser may load images from besides our own (the commerce back end's media path). */
  imageOrigins?: string[];
  /** The /api router (shop calls to Magento); mounted under /api. */
  api?: Router;
  /**
   * Who is logged in, from the request's cookies (server rendering's route checks). With `api`, GET /api/session is
   * the API router's (it also hands out the CSRF value); without, it answers from this.
   */
  session?: (req: Request) => Promise<SessionInfo>;
  /** Express's `trust proxy` (config TRUST_PROXY); 'loopback' when absent. */
  trustProxy?: string | number | boolean;
  /** The product list for server rendering (shop pages render without their products when absent). */
  catalog?: CatalogReader;
  /**
   * Google Tag Manager container id (GTM_ID). Only a valid one (GTM- and digits or capitals) opens the CSP to
   * www.googletagmanager.com; anything else is refused with a warning, as if none were set.
   */
  gtmId?: string | null;
  /**
   * Rendered public pages and payloads that are the same for everyone, served again without rendering (decision
   * record 020); emptied with the catalogue cache (server/index.ts wires that).
   */
  pageCache?: PageCache | null;
  /**
   * The cart a request's cartId cookie names, for the cart and checkout pages' server render (decision record 024).
   * A render that asks for it is personal: sent `private, no-store` and never stored. Without it those pages render
   * their loading state and the browser loads the cart.
   */
  shopperCart?: ShopperCartReader;
}

const GTM_ID = /^GTM-[A-Z0-9]+$/;
const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** Public pages (and their payloads): always revalidated by browsers, shared caches may keep them a while. */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** Seconds after which a page rendered during a Magento outage is worth asking for again. */
const OUTAGE_RETRY_AFTER_S = 30;

/** A render that Magento failed: 503, ask again soon, and no cache (a CDN would serve the outage for minutes). */
function sendOutage(res: Response): void {
  res.status(503);
  res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  res.setHeader('Cache-Control', 'no-store');
}

/** Headers of one response only, never stored with a page. */
const PER_RESPONSE_HEADERS = new Set(['x-request-id', 'x-page-cache', 'content-length', 'etag', 'set-cookie', 'date', 'connection', 'keep-alive']);

const noSession = async (): Promise<SessionInfo> => ({ customer: null, admin: null });
const LANG_COOKIE = 'lang';
/** The shop's session cookies (spec §3, src/lib/shop-cookies.ts). */
const CART_COOKIE = 'cartId';
const PAYMENT_TOKEN_COOKIE = 'paymentToken';
const PERSONAL_PAGE_CACHE = 'private, no-store';
const MAX_PATH_LENGTH = 2048;

/** The Fetch Request the router renders; `path` replaces the requested one (a too-long path renders the 404 page). */
function toFetchRequest(req: Request, publicUrl: string, path: string): globalThis.Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return new globalThis.Request(new URL(path, publicUrl), { method: req.method, headers });
}

/**
 * The HTTP server's limits on slow clients: the whole request within `requestTimeoutMs`, its headers within
 * `headersTimeoutMs` (both answered 408 and closed), checked every second instead of Node's 30 s, so a body shorter
 * than its Content-Length holds a connection for seconds, not Node's default five minutes.
 */
export function httpServerOptions(limits: { requestTimeoutMs: number; headersTimeoutMs: number }): http.ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
}

export function createApp(deps: AppDeps): express.Express {
  const { logger, renderer, publicUrl, isProduction } = deps;
  const session = deps.session ?? noSession;
  let gtmId: string | null = null;
  if (deps.gtmId && GTM_ID.test(deps.gtmId)) gtmId = deps.gtmId;
  else if (deps.gtmId) logger.warn({ gtmId: deps.gtmId }, 'GTM id refused (must be GTM- followed by digits or capitals): tag manager off');
  // The tag manager's script, pixels and beacons; only when a container is configured (DESIGN §9), and never on a page
  // with personal data (res.locals.thirdPartiesOut, set below): there a tag could read names and addresses or call the
  // back office's API with the admin's session.
  const gtmSources = gtmId ? [(_req: http.IncomingMessage, res: http.ServerResponse) => ((res as Response).locals.thirdPartiesOut ? '' : GTM_ORIGIN)] : [];
  /**
   * The catalogue reader for one render, which remembers whether Magento failed it (down, too slow, broken): such a
   * page or payload shows the error state and must not be kept by any cache as if it were the page.
   */
  const catalogFor = () => {
    const catalog = deps.catalog;
    if (!catalog) return null;
    let failed = false;
    return {
      failed: () => failed,
      catalog: async (query: Record<string, string>) => {
        const answer = (await catalog(query)) as { success?: unknown; status?: unknown } | null;
        if (answer?.success === false && typeof answer.status === 'number' && answer.status >= 500) failed = true;
        return answer;
      },
    };
  };
  const pageCache = deps.pageCache ?? null;
  /**
   * A render whose result may be shared: it notes whether it asked who is logged in (then its page is personal and
   * never stored) and, for the cache, writes the placeholder instead of this response's nonce.
   */
  const sharedRender = (req: Request) => {
    let personal = false;
    let withCart = false;
    const shopperCart = deps.shopperCart;
    return {
      personal: () => personal,
      /** The render asked for the shopper's cart: its page is theirs alone. */
      withCart: () => withCart,
      session: () => {
        personal = true;
        return session(req);
      },
      /**
       * The shopper's cart for the cart and checkout pages. While a payment is under way (paymentToken cookie) the
       * cart page's payment return decides what the cart is: the browser loads it then, as before.
       */
      cart: shopperCart
        ? (lang: string) => {
            personal = true;
            withCart = true;
            if (requestCookie(req, PAYMENT_TOKEN_COOKIE)) return Promise.resolve({ status: 'client' as const });
            return shopperCart(requestCookie(req, CART_COOKIE), lang === 'en' || lang === 'de' ? lang : 'nl');
          }
        : undefined,
    };
  };
  /** Sends a stored page with this response's nonce in it and in its CSP header (the one helmet set). */
  const sendCached = (res: Response, page: CachedPage) => {
    const nonce = res.locals.cspNonce as string;
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value.replaceAll(pageCache!.placeholder, nonce));
    res.setHeader('X-Page-Cache', 'hit');
    res.send(pageCache!.body(page, nonce));
  };
  /**
   * Stores a page or payload with the headers this response carries (helmet's, Vary, Cache-Control, its type), its
   * nonce replaced by the placeholder, so that a stored page is sent as this one was, also by the raw-HTTP fast path
   * (server/cache/page-fast-path.ts). Sets X-Page-Cache: miss when stored.
   */
  const store = (res: Response, key: string, body: string, generation: number) => {
    const nonce = res.locals.cspNonce as string;
    const headers: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
      headers.push([name, (Array.isArray(value) ? value.join(', ') : String(value)).replaceAll(nonce, pageCache!.placeholder)]);
    }
    if (pageCache!.set(key, { status: 200, headers, body }, generation)) res.setHeader('X-Page-Cache', 'miss');
  };
  const startedAt = Date.now();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  app.set('query parser', 'simple');

  // Request id and one structured log line per request (path without query: queries can carry tokens).
  app.use((req, res, next) => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.locals.cspNonce = newCspNonce();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.locals.log.info({ method: req.method, path: req.path.slice(0, 200), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  if (gtmId) {
    app.use(async (req, res, next) => {
      try {
        // Also every page of a logged-in admin: a tag on a public page could otherwise read /api/session and call
        // /api/admin/* with the admin's cookie (same origin).
        // Pages only: files (assets, the build manifest, /robots.txt) and the API run no script of a page.
        const isPage = !req.path.startsWith('/api/') && !req.path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(req.path);
        res.locals.thirdPartiesOut = isPage && ((await renderer.entry()).keepsThirdPartiesOutOf(req.path) || (await session(req)).admin !== null);
        next();
      } catch (error) {
        next(error);
      }
    });
  }

  // Pages, API answers and the rest are compressed per response (Brotli when the browser takes it); the build's own
  // files come precompressed (precompressed() below), and an answer that is already encoded is left alone.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } }));

  if (renderer.clientDir) {
    // Hashed build output never changes under its name; everything else in public/ may. Served before the security
    // headers of documents (CSP and the rest, ~1 KB a file): a script or stylesheet keeps only nosniff and its
    // resource policy, which is what applies to it.
    app.use('/assets', (_req, res, next) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      next();
    });
    app.use('/assets', precompressed(`${renderer.clientDir}/assets`, { immutable: true, maxAge: '1y' }));
    app.use('/assets', express.static(`${renderer.clientDir}/assets`, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  }

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [(_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'", ...gtmSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...(deps.imageOrigins ?? []), ...gtmSources],
          fontSrc: ["'self'"],
          connectSrc: [...(isProduction ? ["'self'"] : ["'self'", 'ws:']), ...gtmSources],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // The build manifest (spec §7): latest.json is asked with ?t= and must never come from a cache unchecked; a build's
  // meta never changes under its id. Development has no build: id 'dev', rules straight from the source.
  app.get('/builds/latest.json', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (renderer.clientDir && renderer.buildId) {
      // Relative to a root: `send` refuses an absolute path with a dot segment (a shop installed under ~/.cache/…).
      res.sendFile('builds/latest.json', { root: renderer.clientDir, cacheControl: false }, (error) => error && next(error));
    } else if (!renderer.clientDir) {
      res.json({ id: renderer.buildId ?? 'dev', timestamp: startedAt });
    } else {
      res.status(404).json({ error: 'No build manifest' });
    }
  });
  if (renderer.clientDir) {
    app.use(
      '/builds/meta',
      express.static(path.resolve(renderer.clientDir, 'builds', 'meta'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
  } else {
    app.get('/builds/meta/:file', async (req, res, next) => {
      try {
        if (req.params.file !== `${renderer.buildId}.json`) {
          res.status(404).json({ error: 'Unknown build' });
          return;
        }
        res.setHeader('Cache-Control', 'no-cache');
        res.json(await renderer.buildMeta());
      } catch (error) {
        next(error);
      }
    });
  }

  if (renderer.clientDir) {
    app.use(precompressed(renderer.clientDir, { maxAge: '1h' }));
    app.use(express.static(renderer.clientDir, { index: false, maxAge: '1h' }));
  } else if (renderer.middleware) {
    app.use(renderer.middleware);
  }

  if (deps.api) app.use('/api', deps.api);
  else {
    app.get('/api/session', async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: await session(req), error: null });
    });
  }
  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, data: null, error: 'Not found' });
  });

  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const entry = await renderer.entry();
      const reader = catalogFor();
      // Leaves out the model pages of bikes no longer sold, so it follows the catalogue (and its invalidation).
      const xml = await entry.sitemapXml(publicUrl, reader?.catalog);
      res.type('application/xml').setHeader('Cache-Control', reader?.failed() ? 'no-store' : 'public, max-age=300');
      res.send(xml);
    } catch (error) {
      next(error);
    }
  });
  app.get('/robots.txt', async (_req, res) => {
    const entry = await renderer.entry();
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(entry.robotsTxt(publicUrl));
  });
  app.get('/manuals/:file', async (req, res) => (await import('./manuals/manuals.router')).serveManual(req, res));

  // A returning visitor who picked English or German lands on that home page.
  app.get('/', (req, res, next) => {
    res.vary('Cookie');
    const lang = requestCookie(req, LANG_COOKIE);
    if (lang === 'en' || lang === 'de') {
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, `/${lang}`);
      return;
    }
    next();
  });

  // The payment provider returns every shopper to one address (MOLLIE_RETURN_URL: the unprefixed Dutch cart).
  // Someone who shops in English or German (the language cookie, written before leaving for the provider) goes
  // on to the same page in that language.
  app.get('/{*path}', async (req, res, next) => {
    const lang = requestCookie(req, LANG_COOKIE);
    if (typeof req.query.payment !== 'string' || (lang !== 'en' && lang !== 'de')) return next();
    const raw = req.originalUrl;
    const entry = await renderer.entry();
    const page = entry.resolvePublicPath(raw.split('?')[0] ?? '/');
    if (!page || page.prefix !== 'none') return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(302, entry.toPublicPath(page.id as never, lang as never, page.params as never) + raw.slice(raw.indexOf('?')));
  });

  // A public page's payload for client navigations (spec §7): its data and own messages in one request, cached like
  // its HTML. A path the route rules move or retire has none: the browser applies the rules before asking.
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith('/_payload.json')) {
      next();
      return;
    }
    const cacheKey = pageCache ? pageCacheKey(renderer.buildId, res.locals.thirdPartiesOut ? null : gtmId, req.originalUrl) : null;
    const cached = cacheKey ? pageCache!.get(cacheKey) : null;
    if (cached) {
      sendCached(res, cached);
      return;
    }
    const reader = catalogFor();
    const generation = pageCache?.generation() ?? 0;
    const render = sharedRender(req);
    try {
      const entry = await renderer.entry();
      const pagePath = entry.pagePathOfPayload(req.path);
      const meta = await renderer.buildMeta();
      const decision = pagePath && meta ? entry.decideRoute(meta, pagePath) : null;
      const payload =
        pagePath && pagePath.length <= MAX_PATH_LENGTH && (!decision || decision.kind === 'refused')
          ? await entry.renderPayload({ pathname: pagePath, publicUrl, session: render.session, ...(reader ? { catalog: reader.catalog } : {}) })
          : null;
      if (!payload) {
        res.status(404).setHeader('Cache-Control', 'no-store');
        res.json({ error: 'Not found' });
        return;
      }
      if (reader?.failed()) {
        sendOutage(res);
        res.json(payload);
        return;
      }
      // A page that moved (the HTML answer is a 302) is kept as briefly as the route rules' temporary redirects.
      res.setHeader('Cache-Control', payload.moved ? 'public, max-age=300' : PUBLIC_PAGE_CACHE);
      if (cacheKey && !render.personal()) {
        const body = JSON.stringify(payload);
        res.type('application/json');
        store(res, cacheKey, body, generation);
        res.send(body);
        return;
      }
      res.json(payload);
    } catch (error) {
      next(error);
    }
  });

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const raw = req.originalUrl;
    // Per build, URL (its path names the language) and whether the tag manager is in it (not for a logged-in admin).
    const gtmFor = res.locals.thirdPartiesOut ? null : gtmId;
    const cacheKey = pageCache ? pageCacheKey(renderer.buildId, gtmFor, raw) : null;
    const cached = cacheKey ? pageCache!.get(cacheKey) : null;
    if (cached) {
      sendCached(res, cached);
      return;
    }
    const reader = catalogFor();
    const generation = pageCache?.generation() ?? 0;
    const render = sharedRender(req);
    try {
      const pathOnly = raw.split('?')[0] ?? '/';
      // Collapse repeated slashes: "//over-ons" would otherwise read as a protocol-relative address.
      if (/\/{2,}/.test(pathOnly) && pathOnly.length <= MAX_PATH_LENGTH) {
        res.redirect(301, pathOnly.replace(/\/{2,}/g, '/') + raw.slice(pathOnly.length));
        return;
      }
      const entry = await renderer.entry();
      const tooLong = pathOnly.length > MAX_PATH_LENGTH;
      // The build's route rules come before rendering: old addresses move on, retired pages are gone (404).
      const meta = tooLong ? null : await renderer.buildMeta();
      const decision = meta ? entry.decideRoute(meta, pathOnly, raw.slice(pathOnly.length)) : null;
      if (decision?.kind === 'redirect') {
        const permanent = decision.status === 301 || decision.status === 308;
        res.setHeader('Cache-Control', permanent ? 'public, max-age=3600' : 'public, max-age=300');
        res.redirect(decision.status, decision.location);
        return;
      }
      if (decision?.kind === 'refused') res.locals.log.warn({ target: decision.target }, 'redirect rule without external: true refused');
      const gone = decision?.kind === 'not-found';
      const request = toFetchRequest(req, publicUrl, tooLong || gone ? '/__not-found' : raw);
      // A public page may be stored: it is rendered with the cache's placeholder for a nonce, which goes in below.
      const mayStore = cacheKey !== null && !tooLong && !gone && entry.isPublicPage(pathOnly);
      const response = await entry.renderPage({
        request,
        nonce: mayStore ? pageCache!.placeholder : res.locals.cspNonce,
        publicUrl,
        session: render.session,
        ...(render.cart ? { cart: render.cart } : {}),
        ...(render.cart && deps.catalog ? { cartProducts: deps.catalog } : {}),
        manifest: renderer.manifest,
        buildId: renderer.buildId,
        gtmId: gtmFor,
        ...(reader ? { catalog: reader.catalog } : {}),
      });
      res.status(tooLong || gone ? 404 : response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') res.setHeader(name, value);
      });
      if (response.status >= 300 && response.status < 400) {
        res.end();
        return;
      }
      const publicPage = response.status === 200 && entry.isPublicPage(pathOnly);
      // A page with the shopper's cart in it is theirs alone: no cache, not even the browser's, keeps it.
      if (render.withCart()) res.setHeader('Cache-Control', PERSONAL_PAGE_CACHE);
      else if (response.status === 200 && reader?.failed()) sendOutage(res);
      else res.setHeader('Cache-Control', publicPage ? PUBLIC_PAGE_CACHE : PERSONAL_PAGE_CACHE);
      let html = await response.text();
      // The CSS (inline) and the page's own chunks: styled at first paint instead of when its JavaScript arrives. An
      // error page gets the entry's CSS only.
      const ownPage = response.status === 200 || response.status === 410;
      const tags = renderer.pageAssetTags
        ? renderer.pageAssetTags(ownPage ? entry.pageModulesFor(pathOnly) : [], mayStore ? pageCache!.placeholder : (res.locals.cspNonce as string))
        : '';
      if (tags) html = html.replace('</head>', `${tags}</head>`);
      if (mayStore) {
        // Stored only when it is the same for everyone: a 200 of a public page, rendered without asking who is
        // logged in and without a Magento failure, and setting no cookie.
        if (publicPage && !reader?.failed() && !render.personal() && !response.headers.has('set-cookie')) store(res, cacheKey, html, generation);
        html = html.split(pageCache!.placeholder).join(res.locals.cspNonce as string);
      }
      res.send(html);
    } catch (error) {
      next(error);
    }
  });

  // Last resort: a Dutch error page (spec §2) for pages, the JSON envelope for the API; never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A 4xx that Express set (a malformed escape in the path, a dot-file) stays; anything else is ours: 500.
    const refused = clientErrorOf(error);
    const status = refused?.status ?? 500;
    const log = (res.locals.log as Logger | undefined) ?? logger;
    if (status >= 500) log.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) {
      res.status(status).json({ success: false, data: null, error: refused?.text ?? ErrorText.internal });
      return;
    }
    // An address the browser got wrong is a page that does not exist; the 500 page is for our own failures. Under
    // /assets, which comes before the pages' security headers, the page still gets a policy: its own style, nothing else.
    if (!res.getHeader('Content-Security-Policy')) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    }
    res
      .status(status)
      .type('html')
      .send(renderFallbackErrorPage(refused ? 404 : 500));
  });

  return app;
}
