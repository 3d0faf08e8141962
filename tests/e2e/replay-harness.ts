// What every browser replay file (tests/e2e/*-replay.e2e.ts, decision 035) does the same way: one shop and one
// browser for the file, a real guest cart made through the shop's API, the plan's coverage check and its path cases
// with a page language each, and a path run in a fresh browser context (the mapping's back end installed, the
// session built, the path walked, the browser's log checked). A replay file says only what is its own: the mapping,
// the back end, the scenario's set-up and start, and the failures its paths ask for.
import type { Browser } from 'playwright-core';
import type { AnyEventObject } from 'xstate';
import { afterAll, beforeAll, expect, it, type ExpectStatic } from 'vitest';
import { pathInTurn, plainSteps, type PlannedPath, type ReplayMapping, type ReplayPlan, type ReplaySession } from '../replay/mapping';
import { walkPath } from '../replay/walk';
import { LANGS, type Lang } from '../replay/words';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, unexpectedProblems, type CatalogueProduct, type ShopPage } from './shop-fixtures';

export const LOCALES: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

/** A shop path in a language: Dutch has no prefix. */
export const inLang = (lang: Lang, path: string) => (lang === 'nl' ? path : `/${lang}${path}`);

export interface ReplayFile {
  readonly shop: ShopProcess;
  readonly browser: Browser;
  /** The part the file's carts hold (only when `replayShop` was asked for one). */
  readonly part: CatalogueProduct;
}

/**
 * One shop and one browser for the file, started before its tests and stopped after them; with `part`, the seeded
 * catalogue's first part that `pick` accepts (`what` names it when there is none).
 */
export function replayShop(options: { part?: { what: string; pick?: (product: CatalogueProduct) => boolean } } = {}): ReplayFile {
  const file = {} as { shop: ShopProcess; browser: Browser; part: CatalogueProduct };
  beforeAll(async () => {
    [file.shop, file.browser] = await Promise.all([startShopProcess(), launchBrowser()]);
    if (!options.part) return;
    const found = (await partsIn(file.shop, 'nl')).find(options.part.pick ?? (() => true));
    expect(found, options.part.what).toBeDefined();
    file.part = found!;
  });
  afterAll(async () => {
    await file.browser?.close();
    await file.shop?.stop();
  });
  return file;
}

/**
 * The shop's API as the page calls it (a write needs our Origin), the envelope's data. The set-up, not the subject:
 * on a loaded machine the emulator's connection can drop (503) once.
 */
export async function shopApi(shop: ShopProcess, method: 'POST' | 'PUT', path: string, body?: unknown, attempt = 1): Promise<unknown> {
  const answer = await fetch(`${shop.url}/api/magento/${path}`, {
    method,
    headers: { origin: shop.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await answer.json()) as { success: boolean; data?: unknown; error?: string };
  if (answer.status === 503 && attempt === 1) return shopApi(shop, method, path, body, 2);
  expect(envelope.success, `${path}: ${envelope.error}`).toBe(true);
  return envelope.data;
}

/** A fresh guest cart with one line of a part (`qty` of it), made through the shop's API as the page would. */
export async function cartWith(shop: ShopProcess, lang: Lang, sku: string, qty = 1): Promise<{ cartId: string; itemId: number }> {
  const cartId = String(await shopApi(shop, 'POST', `cart?locale=${lang}`));
  const item = (await shopApi(shop, 'POST', `cart/items?cartId=${encodeURIComponent(cartId)}&locale=${lang}`, { cartItem: { sku, qty } })) as {
    item_id: number;
  };
  return { cartId, itemId: item.item_id };
}

export interface ReplayCase {
  planned: PlannedPath;
  lang: Lang;
  title: string;
}

/**
 * The plan's coverage check (a test) and its path cases, each in a page language: the languages by turns, each path
 * in one it can be walked in (mapping.inputIn), unless `langOf` chooses. The title is the language, the scenario
 * (unless `scenarioInTitle` is false) and the path's actions in English; `named` puts the machine's name before the
 * check's title (a file that replays more than one machine).
 */
export function planCases(
  mapping: ReplayMapping,
  plan: ReplayPlan,
  options: { langs?: readonly Lang[]; langOf?: (planned: PlannedPath, index: number) => Lang; scenarioInTitle?: boolean; named?: boolean } = {},
): ReplayCase[] {
  const check = 'the planned paths cover every transition a browser can reach; the rest is listed with its reason';
  it(options.named ? `${mapping.model.name}: ${check}` : check, () => {
    expect(plan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(plan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(plan.unreachable).length + plan.reachable.length).toBe(plan.total);
  });
  return plan.paths.map((original, index) => {
    const { planned, lang } = options.langOf
      ? { planned: original, lang: options.langOf(original, index) }
      : pathInTurn(mapping, original, index, options.langs ?? LANGS);
    const steps = plainSteps('en', mapping, planned.generated, plan.labels).slice(1);
    const scenario = options.scenarioInTitle === false ? '' : `${planned.generated.scenario}: `;
    return { planned, lang, title: `[${lang}] ${scenario}${steps.map((step) => step.action).join(' → ')}` };
  });
}

/** A mapping's back end: it holds the machine's requests while `live` and answers them as the path says. */
export interface ReplayBackend {
  live: boolean;
  install(context: ShopPage['context']): Promise<void>;
  answer(event: AnyEventObject): Promise<void>;
}

/** One path's run: its page (a fresh browser context in the path's language) and its back end, installed. */
export interface PathRun<Backend> {
  planned: PlannedPath;
  lang: Lang;
  /** The running test's expect (the paths run side by side). */
  expect: ExpectStatic;
  shopPage: ShopPage;
  backend: Backend;
}

/** What a file's set-up of a path gives the session. */
export interface PathSetUp {
  /** Opens the page the machine starts on. */
  start(): Promise<void>;
  /** More extras than the back end (which is `extras.backend`). */
  extras?: Record<string, unknown>;
  /** Instead of the back end's answer. */
  answer?: (event: AnyEventObject) => Promise<void>;
  /** The scenario's starting point, reached through the page before the path is walked. */
  beforeWalk?: (session: ReplaySession) => Promise<void>;
}

/**
 * A test per case: the path walked in a fresh browser context with the mapping's back end, then the browser's log
 * checked. `allowed` are the log lines the path's own answers cause (a failure it gives, a dropped connection); any
 * other problem is the shop's and fails the path. The paths run side by side unless `sequential`.
 */
export function replayEach<Backend extends ReplayBackend>(
  file: ReplayFile,
  mapping: ReplayMapping,
  cases: ReplayCase[],
  options: {
    backend: (planned: PlannedPath, lang: Lang) => Backend;
    setUp: (run: PathRun<Backend>) => Promise<PathSetUp>;
    allowed: ReadonlyArray<string | RegExp>;
    sequential?: boolean;
    timeout?: number;
  },
): void {
  const test = options.sequential ? it.for(cases) : it.concurrent.for(cases);
  test('$title', options.timeout === undefined ? {} : { timeout: options.timeout }, async ({ planned, lang }, { expect }) => {
    const shopPage = await openShop(file.browser, file.shop, { locale: LOCALES[lang] });
    const backend = options.backend(planned, lang);
    try {
      await backend.install(shopPage.context);
      const own = await options.setUp({ planned, lang, expect, shopPage, backend });
      const session: ReplaySession = {
        page: shopPage.page,
        lang,
        expect,
        extras: { backend, ...own.extras },
        answer: own.answer ?? ((event) => backend.answer(event)),
        start: own.start,
      };
      await own.beforeWalk?.(session);
      await walkPath(session, mapping, planned);
      const allowed = (line: string) => options.allowed.some((pattern) => (typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line)));
      expect(unexpectedProblems(shopPage.problems).filter((line) => !allowed(line))).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
}
