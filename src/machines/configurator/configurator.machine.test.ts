// The configurator machine with fake effects: loading and its errors, the link's notices, URL updates, the
// language switch, the add to cart, and the selectors a view reads.
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import type { AddToCartParams } from './configurator.cart';
import { answerOf, eliteAnswer, eliteBundle, eliteParts, ELITE_SKU, OPTION, PART } from './configurator.fixtures';
import { configuratorMachine, PRODUCT_NOT_FOUND, REQUEST_TIMED_OUT, type ConfiguratorInput, type UpdateUrlParams } from './configurator.machine';
import {
  selectCanAddToCart,
  selectHasSoldOutChoice,
  SOLD_OUT,
  selectCanRetry,
  selectConfiguration,
  selectError,
  selectIsLoading,
  selectIsNotFound,
  selectIsReady,
  selectNotices,
  selectOptions,
  selectPicture,
  selectProduct,
  selectSummary,
} from './configurator.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: Partial<ConfiguratorInput>, answer: () => Promise<Envelope<ProductList>> = async () => eliteAnswer()) {
  const clock = new SimulatedClock();
  const requests: unknown[] = [];
  const urls: string[] = [];
  const added: AddToCartParams[] = [];
  const machine = configuratorMachine.provide({
    actors: {
      loadBundleProduct: fromPromise(async ({ input: request }) => {
        requests.push(request);
        return answer();
      }),
    },
    actions: {
      updateUrl: (_args: unknown, params: UpdateUrlParams) => urls.push(params.configuration),
      addToCart: (_args: unknown, params: AddToCartParams) => added.push(params),
    },
  });
  const actor = createActor(machine, { input: { sku: ELITE_SKU, lang: 'nl', ...input }, clock }).start();
  return { actor, clock, requests, urls, added };
}

describe('configurator machine', () => {
  test('loads the bundle, offers its options with the defaults chosen and writes the configuration to the URL', async () => {
    const { actor, requests, urls } = start({});
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(requests).toEqual([{ sku: ELITE_SKU, lang: 'nl' }]);
    expect(selectIsReady(snapshot)).toBe(true);
    expect(urls).toEqual(['1-1.2-2.3-5']);
    expect(selectConfiguration(snapshot)).toBe('1-1.2-2.3-5');
    expect(selectProduct(snapshot)).toMatchObject({ sku: ELITE_SKU, basePriceCents: 279_900, model: { slug: 'elite' } });
    expect(selectNotices(snapshot)).toEqual([]);
    // The frame size has no default: the bike cannot go to the cart yet.
    expect(selectCanAddToCart(snapshot)).toBe(false);
    expect(selectOptions(snapshot).find((option) => option.id === OPTION.frameSize)).toMatchObject({
      type: 'select',
      required: true,
      isMissing: true,
      qty: null,
    });
  });

  test('each choice updates the figures and the URL; conflicting parts come with notices', async () => {
    const { actor, urls } = start({});
    await flush();
    actor.send({ type: 'option.select', optionId: OPTION.frameSize, selectionId: PART.frameM });
    actor.send({ type: 'option.toggle', optionId: OPTION.bag, selectionId: PART.frameBag });
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: PART.bat600 });
    let snapshot = actor.getSnapshot();
    expect(selectNotices(snapshot)).toEqual([
      { code: 'part-removed', ruleId: 'large-battery-excludes-frame-bag', sku: 'FOLT-BAG-FRAME', causeSku: 'FOLT-BAT-600' },
    ]);
    const bags = selectOptions(snapshot).find((option) => option.id === OPTION.bag)!;
    expect(bags.selections.find((part) => part.id === PART.frameBag)).toMatchObject({ isChosen: false, unavailableReason: 'large-battery-excludes-frame-bag' });
    // Refused choices change nothing, not even the URL.
    actor.send({ type: 'option.toggle', optionId: OPTION.bag, selectionId: PART.frameBag });
    actor.send({ type: 'option.clear', optionId: OPTION.battery });
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: 99 });
    expect(actor.getSnapshot()).toBe(snapshot);
    actor.send({ type: 'option.select', optionId: OPTION.tubes, selectionId: PART.tube });
    actor.send({ type: 'option.quantity', optionId: OPTION.tubes, qty: 4 });
    snapshot = actor.getSnapshot();
    expect(selectNotices(snapshot)).toEqual([]);
    expect(selectOptions(snapshot).find((option) => option.id === OPTION.tubes)?.qty).toBe(4);
    expect(selectSummary(snapshot)).toMatchObject({ totalCents: 279_900 + 44_900 + 4 * 795, batteryWh: 600 });
    expect(urls.at(-1)).toBe('1-1.2-4.3-5.4-7.7-14x4');
    expect(urls).toHaveLength(6);
    actor.send({ type: 'notices.dismiss' });
    actor.send({ type: 'configuration.reset' });
    expect(urls.at(-1)).toBe('1-1.2-2.3-5');
  });

  test('a shared link is resolved: stale choices dropped with one notice, the rest kept', async () => {
    const { actor, urls } = start({ initialSelection: '2-3.3-6.4-7.6-11.42-1.%%' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectNotices(snapshot)).toEqual([
      { code: 'choices-dropped', tokens: ['%%', '42-1'] },
      { code: 'part-added', ruleId: 'pannier-needs-rear-rack', sku: 'FOLT-RACK-REAR', causeSku: 'FOLT-BAG-PANNIER' },
    ]);
    expect(urls).toEqual(['1-1.2-3.3-6.4-7.5-9.6-11']);
    expect(selectCanAddToCart(snapshot)).toBe(true);
    expect(selectPicture(snapshot)).toEqual({
      modelSlug: 'elite',
      colour: { code: 'ocean-blue', hex: '#23507a' },
      layers: ['battery-large', 'rack-rear', 'bag-pannier'],
    });
  });

  test('adds the bike to the cart once per request, replacing the cart line it was reopened from only once', async () => {
    const { actor, added } = start({ initialSelection: '4-8', replacesItemId: 7 });
    await flush();
    expect(actor.getSnapshot().can({ type: 'cart.add', qty: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cart.add', qty: 11 })).toBe(false);
    actor.send({ type: 'cart.add' });
    actor.send({ type: 'cart.add', qty: 2 });
    expect(added.map(({ item, summary }) => [item.sku, item.qty, summary.replacesItemId])).toEqual([
      [ELITE_SKU, 1, 7],
      [ELITE_SKU, 2, null],
    ]);
    expect(added[0]!.item.product_option.extension_attributes.bundle_options).toContainEqual({
      option_id: OPTION.frameSize,
      option_qty: 1,
      option_selections: [PART.frameL],
    });
  });

  test('a language switch reloads the store view and keeps the choices', async () => {
    const { actor, requests, urls } = start({});
    await flush();
    actor.send({ type: 'option.select', optionId: OPTION.colour, selectionId: PART.oceanBlue });
    actor.send({ type: 'option.toggle', optionId: OPTION.rack, selectionId: PART.rackFront });
    actor.send({ type: 'language.change', lang: 'de' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(requests.at(-1)).toEqual({ sku: ELITE_SKU, lang: 'de' });
    expect(selectConfiguration(actor.getSnapshot())).toBe('1-1.2-2.3-6.5-10');
    expect(urls.at(-1)).toBe('1-1.2-2.3-6.5-10');
    expect(selectNotices(actor.getSnapshot())).toEqual([]);
  });

  test('times out after 15 s with the spec text, then retries', async () => {
    let answers = 0;
    const { actor, clock } = start({}, () => (answers++ === 0 ? new Promise(() => {}) : Promise.resolve(eliteAnswer())));
    clock.increment(14_999);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectError(actor.getSnapshot())).toEqual(REQUEST_TIMED_OUT);
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'product.retry' });
    await flush();
    expect(selectIsReady(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  test.each([
    ['an unknown SKU', async () => ({ success: true, data: { items: [] } }), 'notFound', PRODUCT_NOT_FOUND],
    ['a product that is no bundle', async () => ({ success: true, data: { items: [{ sku: ELITE_SKU, type_id: 'simple' }] } }), 'notFound', PRODUCT_NOT_FOUND],
    ['an unsuccessful answer', async () => ({ success: false, error: 'Store is closed' }), 'failure', { code: 'unknown', text: 'Store is closed' }],
    ['an answer without items', async () => ({ success: true, data: {} }), 'failure', { code: 'response.invalid' }],
    [
      'an HTTP error',
      async () => Promise.reject({ code: 'unknown', status: 502, text: 'Bad Gateway' }),
      'failure',
      { code: 'unknown', via: 'api', text: 'Bad Gateway' },
    ],
    [
      'a network failure',
      async () => Promise.reject({ code: 'network', text: 'Failed to fetch' }),
      'failure',
      { code: 'network', via: 'request', text: 'Failed to fetch' },
    ],
  ])('%s ends in %s with %j', async (_label, answer, state, error) => {
    const { actor } = start({}, answer as () => Promise<Envelope<ProductList>>);
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.error).toEqual(error);
    expect(selectIsNotFound(actor.getSnapshot())).toBe(state === 'notFound');
    expect(selectCanAddToCart(actor.getSnapshot())).toBe(false);
  });

  test('selectors return the same object until the context changes', async () => {
    const { actor } = start({});
    await flush();
    const first = actor.getSnapshot();
    expect(selectOptions(first)).toBe(selectOptions(first));
    expect(selectSummary(first)).toBe(selectSummary(first));
    actor.send({ type: 'notices.dismiss' });
    expect(selectSummary(actor.getSnapshot())).not.toBe(selectSummary(first));
  });

  test('an initial selection that is neither a link nor a well-formed selection is dropped with a notice', async () => {
    const { actor } = start({ initialSelection: [{ optionId: 2, selectionIds: 'x', qty: 1 }] as never });
    await flush();
    expect(selectNotices(actor.getSnapshot())).toEqual([{ code: 'choices-dropped', tokens: ['[object Object]'] }]);
    expect(selectConfiguration(actor.getSnapshot())).toBe('1-1.2-2.3-5');
  });
});

describe('configurator machine: sold-out parts', () => {
  const withStock = (soldOut: string[]) => async () =>
    answerOf([
      eliteBundle,
      ...eliteParts.map((part) => (soldOut.includes(part.sku) ? { ...part, stock_status: 'OUT_OF_STOCK' } : { ...part, stock_status: 'IN_STOCK' })),
      ...soldOut
        .filter((sku) => !eliteParts.some((part) => part.sku === sku))
        .map((sku) => ({ sku, name: sku, type_id: 'simple', stock_status: 'OUT_OF_STOCK' })),
    ]);

  test('a sold-out part cannot be chosen, and a bike with a sold-out part chosen cannot be added until another is', async () => {
    const { actor, added } = start({}, withStock(['FOLT-BAT-360', 'FOLT-BAT-600']));
    await flush();
    actor.send({ type: 'option.select', optionId: OPTION.frameSize, selectionId: PART.frameM });
    // The default battery (360 Wh) is sold out: shown as such, chosen, and it holds back the add.
    const batteries = selectOptions(actor.getSnapshot()).find((option) => option.id === OPTION.battery)!;
    expect(batteries.selections.find((part) => part.id === PART.bat360)).toMatchObject({ isChosen: true, unavailableReason: SOLD_OUT });
    expect(batteries.selections.find((part) => part.id === PART.bat504)).toMatchObject({ isChosen: false, unavailableReason: null });
    expect(selectHasSoldOutChoice(actor.getSnapshot())).toBe(true);
    expect(selectCanAddToCart(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cart.add', qty: 1 });
    expect(added).toEqual([]);
    // Another sold-out battery is refused; one in stock is taken and the bike can go to the cart.
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: PART.bat600 });
    expect(selectConfiguration(actor.getSnapshot())).toContain('2-2');
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: PART.bat504 });
    expect(selectHasSoldOutChoice(actor.getSnapshot())).toBe(false);
    expect(selectCanAddToCart(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.add', qty: 1 });
    expect(added).toHaveLength(1);
  });
});
