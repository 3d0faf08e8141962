// The coupon machine: where the code comes from, applying it to the cart, and the discounts kept for the badge.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { Discount } from '../../../common/contract/coupon.schema';
import { couponMachine, type ApplyCouponInput, type CouponInput } from './coupon.machine';
import { discountsOf } from './coupon.rules';
import {
  formatDiscount,
  selectDiscountLabel,
  selectDiscounts,
  selectDraft,
  selectFieldRefusal,
  selectIsApplying,
  selectRejectedCode,
  selectUntoldRefusal,
} from './coupon.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const FIFTEEN: Discount[] = [{ discount_type: 'percent', discount_amount: 15 }];

/** Discounts per code for the loadDiscounts fake; a code not listed makes the load fail. */
type DiscountTable = Record<string, Discount[] | Promise<Discount[]>>;

function start(input: CouponInput, rejects: string[] = [], discountTable: DiscountTable = {}) {
  const log: string[] = [];
  const discountLog: string[] = [];
  const machine = couponMachine.provide({
    actors: {
      applyCoupon: fromPromise(async ({ input: request }) => {
        log.push(`apply ${request.cartId} ${request.code}`);
        if (rejects.includes(request.code)) throw { message: 'The coupon code is not valid', status: 404 };
        return true;
      }),
      restoreCoupon: fromPromise(async ({ input: request }) => {
        log.push(`restore ${request.cartId} ${request.code}`);
        if (rejects.includes(request.code)) throw { message: 'The coupon code is not valid', status: 404 };
        return true;
      }),
      loadDiscounts: fromPromise(async ({ input: request }) => {
        discountLog.push(`load ${request.code}`);
        const answer = discountTable[request.code];
        if (!answer) throw { message: 'Not found', status: 404 };
        return answer;
      }),
    },
    actions: {
      persistCoupon: (_, params) => log.push(`cookie ${params.code}`),
      updateCouponUrl: (_, params) => log.push(`url ${params.coupon}`),
      logCouponFailure: (_, params) => log.push(`logged ${params.code}: ${params.message}`),
      logDiscountsFailure: (_, params) => discountLog.push(`failed ${params.code}: ${params.message}`),
      notifyCartChanged: () => log.push('cart reloaded'),
    },
  });
  return { actor: createActor(machine, { input }).start(), log, discountLog };
}

describe('coupon machine', () => {
  test('the code comes from the URL, else the cookie, else the default', () => {
    expect(start({ urlCoupon: 'URL', cookieCoupon: 'COOKIE', defaultCoupon: 'DEF' }).actor.getSnapshot().context.couponCode).toBe('URL');
    expect(start({ urlCoupon: '', cookieCoupon: 'COOKIE', defaultCoupon: 'DEF' }).actor.getSnapshot().context.couponCode).toBe('COOKIE');
    expect(start({ urlCoupon: null, cookieCoupon: null, defaultCoupon: 'DEF' }).actor.getSnapshot().context.couponCode).toBe('DEF');
    expect(start({}).actor.getSnapshot().context.couponCode).toBe('');
  });

  test('codes from a link, the cookie and the configuration are used without surrounding spaces', async () => {
    expect(start({ urlCoupon: ' SPRING ' }).log).toEqual(['cookie SPRING', 'url SPRING']);
    expect(start({ cookieCoupon: ' SPRING ' }).log).toEqual(['cookie SPRING', 'url SPRING']);
    expect(start({ defaultCoupon: ' DEF ' }).log).toEqual(['cookie DEF', 'url null']);
    const { actor, log } = start({ urlCoupon: ' SPRING ', defaultCoupon: ' DEF ' });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(log.filter((line) => line.startsWith('apply'))).toEqual(['apply c1 SPRING']);
  });

  test('the URL shows the coupon only when it differs from the default', () => {
    expect(start({ urlCoupon: 'DEF', defaultCoupon: 'DEF' }).log).toEqual(['cookie DEF', 'url null']);
    expect(start({ urlCoupon: 'SPRING', defaultCoupon: 'DEF' }).log).toEqual(['cookie SPRING', 'url SPRING']);
  });

  test('applies once the cart is known; saving an empty code resets to the default', async () => {
    const { actor, log } = start({ cookieCoupon: 'SPRING', defaultCoupon: 'DEF' });
    log.length = 0;
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    actor.send({ type: 'coupon.apply', code: '  ' });
    await flush();
    expect(actor.getSnapshot().context.couponCode).toBe('DEF');
    expect(log).toEqual(['apply c1 SPRING', 'cart reloaded', 'cookie DEF', 'url null', 'apply c1 DEF', 'cart reloaded']);
  });

  test('a rejected code is cleared and only logged; the cart is reloaded (Magento dropped the earlier coupon)', async () => {
    const { actor, log } = start({ urlCoupon: 'BOGUS' }, ['BOGUS']);
    log.length = 0;
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(actor.getSnapshot().context.couponCode).toBe('');
    expect(actor.getSnapshot().matches({ flow: 'settled' })).toBe(true);
    // The log's message is written out: the shop's logs are searched for it.
    expect(log).toEqual(['apply c1 BOGUS', 'logged BOGUS: Could not apply coupon', 'cookie ', 'url null', 'cart reloaded']);
  });

  test('a code saved while another is being applied wins', async () => {
    const { actor, log } = start({ urlCoupon: 'A' });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    actor.send({ type: 'coupon.apply', code: 'B' });
    await flush();
    // B is sent to the cart, not only remembered: the answer for A counts for nothing.
    expect(log.filter((line) => line.startsWith('apply'))).toEqual(['apply c1 A', 'apply c1 B']);
    expect(log.filter((line) => line === 'cart reloaded')).toHaveLength(1);
    expect(actor.getSnapshot().context.couponCode).toBe('B');
  });

  test('without a cart nothing is applied', () => {
    const { actor, log } = start({});
    actor.send({ type: 'coupon.apply', code: 'X' });
    expect(log.some((line) => line.startsWith('apply'))).toBe(false);
    expect(actor.getSnapshot().matches({ flow: 'detached' })).toBe(true);
  });
});

describe("the cart page's code field", () => {
  async function attached(input: CouponInput, rejects: string[] = []) {
    const started = start(input, rejects);
    started.actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    return started;
  }
  const type = (actor: ReturnType<typeof start>['actor'], code: string) => actor.send({ type: 'code.change', code });

  test('a code the shopper sent and the back end refused is named; the field empties once the apply settles', async () => {
    const { actor } = await attached({}, ['BOGUS']);
    type(actor, ' BOGUS ');
    expect(selectDraft(actor.getSnapshot())).toBe(' BOGUS ');
    actor.send({ type: 'coupon.apply', code: selectDraft(actor.getSnapshot()) });
    // While it is checked the field keeps the code and nothing is said yet.
    expect(selectDraft(actor.getSnapshot())).toBe(' BOGUS ');
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    await flush();
    expect(selectRejectedCode(actor.getSnapshot())).toBe('BOGUS');
    expect(selectDraft(actor.getSnapshot())).toBe('');
    expect(actor.getSnapshot().context.couponCode).toBe('');
  });

  test('the field starts empty; what the shopper types before the cart is known stays there when the cart arrives', async () => {
    const { actor } = start({});
    expect(selectDraft(actor.getSnapshot())).toBe('');
    type(actor, 'SPR');
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(selectDraft(actor.getSnapshot())).toBe('SPR');
  });

  test('an accepted code empties the field and says nothing', async () => {
    const { actor } = await attached({});
    type(actor, 'SPRING');
    actor.send({ type: 'coupon.apply', code: 'SPRING' });
    await flush();
    expect(selectDraft(actor.getSnapshot())).toBe('');
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.couponCode).toBe('SPRING');
  });

  test('typing, the next apply and a new visit of the cart page take the rejection away', async () => {
    const { actor } = await attached({}, ['BOGUS']);
    actor.send({ type: 'coupon.apply', code: 'BOGUS' });
    await flush();
    type(actor, 'S');
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'coupon.apply', code: 'BOGUS' });
    await flush();
    expect(selectRejectedCode(actor.getSnapshot())).toBe('BOGUS');
    actor.send({ type: 'coupon.apply', code: 'SPRING' });
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    await flush();
    actor.send({ type: 'coupon.apply', code: 'BOGUS' });
    await flush();
    type(actor, 'half-typed');
    actor.send({ type: 'code.reset' });
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    expect(selectDraft(actor.getSnapshot())).toBe('');
  });

  test("a refused default (an empty code sent) or a refused link code is not the shopper's: nothing is said", async () => {
    const { actor } = await attached({ defaultCoupon: 'DEF' }, ['DEF', 'BOGUS']);
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'coupon.apply', code: '  ' });
    await flush();
    expect(actor.getSnapshot().context.couponCode).toBe('');
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    const link = await attached({ urlCoupon: 'BOGUS' }, ['BOGUS']);
    expect(link.actor.getSnapshot().context.couponCode).toBe('');
    expect(selectRejectedCode(link.actor.getSnapshot())).toBeNull();
  });

  test('the default code typed by the shopper and refused is named, although the refused default of its own was not', async () => {
    const { actor } = await attached({ defaultCoupon: 'DEF' }, ['DEF']);
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
    type(actor, 'DEF');
    actor.send({ type: 'coupon.apply', code: 'DEF' });
    await flush();
    expect(selectRejectedCode(actor.getSnapshot())).toBe('DEF');
  });

  test('a code sent before the cart is known is named when it is refused once the cart arrives', async () => {
    const { actor } = start({}, ['BOGUS']);
    type(actor, 'BOGUS');
    actor.send({ type: 'coupon.apply', code: 'BOGUS' });
    await flush();
    // Nothing applied yet: the field still shows the code.
    expect(selectDraft(actor.getSnapshot())).toBe('BOGUS');
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(selectRejectedCode(actor.getSnapshot())).toBe('BOGUS');
    expect(selectDraft(actor.getSnapshot())).toBe('');
  });

  test('an apply that a new visit of the cart page interrupted names nothing on that visit', async () => {
    const { actor } = await attached({}, ['BOGUS']);
    actor.send({ type: 'coupon.apply', code: 'BOGUS' });
    actor.send({ type: 'code.reset' });
    await flush();
    expect(selectRejectedCode(actor.getSnapshot())).toBeNull();
  });
});

describe('coupon discounts', () => {
  test('are loaded for the starting code and shown as the badge', async () => {
    const { actor, discountLog } = start({ defaultCoupon: 'FOLT-WELKOM' }, [], { 'FOLT-WELKOM': FIFTEEN });
    expect(actor.getSnapshot().matches({ discounts: 'loading' })).toBe(true);
    expect(selectDiscounts(actor.getSnapshot())).toEqual([]);
    expect(selectDiscountLabel(actor.getSnapshot())).toBeNull();
    await flush();
    expect(discountLog).toEqual(['load FOLT-WELKOM']);
    expect(selectDiscounts(actor.getSnapshot())).toEqual(FIFTEEN);
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('15%');
    // Loading discounts is not applying a coupon.
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
  });

  test('without a code nothing is loaded', async () => {
    const { actor, discountLog } = start({});
    await flush();
    expect(discountLog).toEqual([]);
    expect(actor.getSnapshot().matches({ discounts: 'idle' })).toBe(true);
    expect(selectDiscountLabel(actor.getSnapshot())).toBeNull();
  });

  test('known discounts are not loaded again', async () => {
    const { actor, discountLog } = start({ urlCoupon: 'SPRING', discounts: FIFTEEN });
    await flush();
    expect(discountLog).toEqual([]);
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('15%');
  });

  test('a new code replaces the discounts at once and loads its own, detached or not', async () => {
    const { actor, discountLog } = start({ urlCoupon: 'SPRING' }, [], { SPRING: FIFTEEN, TENNER: [{ discount_type: 'number', discount_amount: 10 }] });
    await flush();
    actor.send({ type: 'coupon.apply', code: 'TENNER' });
    expect(selectDiscounts(actor.getSnapshot())).toEqual([]);
    expect(selectDiscountLabel(actor.getSnapshot())).toBeNull();
    await flush();
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('€10');
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    actor.send({ type: 'coupon.apply', code: 'SPRING' });
    await flush();
    expect(discountLog).toEqual(['load SPRING', 'load TENNER', 'load SPRING']);
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('15%');
  });

  test('a code changed during a load never shows the old answer', async () => {
    let answerSlow: (discounts: Discount[]) => void = () => {};
    const slow = new Promise<Discount[]>((resolve) => (answerSlow = resolve));
    const { actor, discountLog } = start({ urlCoupon: 'SLOW' }, [], { SLOW: slow, FAST: FIFTEEN });
    actor.send({ type: 'coupon.apply', code: 'FAST' });
    answerSlow([{ discount_type: 'number', discount_amount: 99 }]);
    await flush();
    expect(discountLog).toEqual(['load SLOW', 'load FAST']);
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('15%');
  });

  test('a code changed during a load that never answers gets its own badge without waiting for the old answer', async () => {
    const never = new Promise<Discount[]>(() => {});
    const { actor, discountLog } = start({ urlCoupon: 'STUCK' }, [], { STUCK: never, FAST: FIFTEEN });
    actor.send({ type: 'coupon.apply', code: 'FAST' });
    await flush();
    expect(discountLog).toEqual(['load STUCK', 'load FAST']);
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('15%');
  });

  test('a rejected code loses its discounts', async () => {
    const { actor } = start({ urlCoupon: 'BOGUS' }, ['BOGUS'], { BOGUS: FIFTEEN });
    await flush();
    expect(selectDiscountLabel(actor.getSnapshot())).toBe('15%');
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(actor.getSnapshot().context.couponCode).toBe('');
    expect(actor.getSnapshot().context.discounts).toEqual([]);
    expect(selectDiscountLabel(actor.getSnapshot())).toBeNull();
  });

  test('a failed load shows no badge and is only logged', async () => {
    const { actor, log, discountLog } = start({ urlCoupon: 'UNKNOWN' });
    await flush();
    expect(discountLog).toEqual(['load UNKNOWN', 'failed UNKNOWN: Could not load coupon discounts']);
    expect(selectDiscountLabel(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.couponCode).toBe('UNKNOWN');
    expect(log).toEqual(['cookie UNKNOWN', 'url UNKNOWN']);
  });
});

describe('discounts of a coupon-discounts answer', () => {
  test.each([
    [{ code: 'A', discounts: [{ discount_type: 'percent', discount_amount: 5 }] }, [{ discount_type: 'percent', discount_amount: 5 }]],
    [[{ discount_type: 'number', discount_amount: 10, extra: true }], [{ discount_type: 'number', discount_amount: 10 }]],
    [{ code: 'A', discounts: [{ discount_type: 'bogo', discount_amount: 1 }, { discount_type: 'percent', discount_amount: '5' }, null] }, []],
    [{ code: 'A' }, []],
    [null, []],
    ['nonsense', []],
  ] as const)('%j → %j', (data, discounts) => {
    expect(discountsOf(data)).toEqual(discounts);
  });
});

describe('discount display', () => {
  test.each([
    [[], null],
    [[{ discount_type: 'percent', discount_amount: 10 }], '10%'],
    [[{ discount_type: 'number', discount_amount: 50 }], '€50'],
    [
      [
        { discount_type: 'percent', discount_amount: 10 },
        { discount_type: 'percent', discount_amount: 15 },
      ],
      '15%',
    ],
    [
      [
        { discount_type: 'percent', discount_amount: 40 },
        { discount_type: 'number', discount_amount: 5 },
      ],
      '€5',
    ],
    [
      [
        { discount_type: 'number', discount_amount: 5 },
        { discount_type: 'number', discount_amount: 25.5 },
      ],
      '€25.5',
    ],
    [
      [
        { discount_type: 'number', discount_amount: 0 },
        { discount_type: 'percent', discount_amount: 12.5 },
      ],
      '12.5%',
    ],
  ] as const)('%j shows %s', (discounts, label) => {
    expect(formatDiscount(discounts as never)).toBe(label);
  });
});

describe('a refused code never costs the earlier discount (issue 20)', () => {
  const refused = (reason: string, extra: object = {}) => ({
    code: 'coupon.rejected',
    status: 400,
    text: 'Could not apply coupon',
    data: { reason, ...extra },
  });
  /** Codes the fake refuses, with the failure it rejects with; putting back a code in `held` waits for `release`. */
  function startWith(input: CouponInput, refusals: Record<string, unknown>, held: string[] = []) {
    const log: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const apply = (verb: string) =>
      fromPromise<unknown, ApplyCouponInput>(async ({ input: request }) => {
        log.push(`${verb} ${request.code}`);
        if (request.code in refusals) throw refusals[request.code];
        if (verb === 'restore' && held.includes(request.code)) await gate;
        return true;
      });
    const machine = couponMachine.provide({
      actors: {
        applyCoupon: apply('apply'),
        restoreCoupon: apply('restore'),
        loadDiscounts: fromPromise(async ({ input: request }) => (request.code === 'SPRING' ? FIFTEEN : [])),
      },
      actions: {
        persistCoupon: (_, params) => log.push(`cookie ${params.code}`),
        updateCouponUrl: (_, params) => log.push(`url ${params.coupon}`),
        logCouponFailure: (_, params) => log.push(`logged ${params.code}`),
        logDiscountsFailure: () => {},
        notifyCartChanged: () => log.push('cart reloaded'),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, log, release };
  }
  const code = (actor: ReturnType<typeof startWith>['actor']) => actor.getSnapshot().context.couponCode;
  const requests = (log: string[]) => log.filter((line) => /^(apply|restore) /.test(line));

  test('a typed expired code: the default is put back on the cart, and the field says it expired', async () => {
    const { actor, log } = startWith({ defaultCoupon: 'DEF' }, { VERLOPEN10: refused('expired') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    log.length = 0;
    actor.send({ type: 'coupon.apply', code: 'VERLOPEN10' });
    await flush();
    expect(log).toEqual([
      'cookie VERLOPEN10',
      'url VERLOPEN10',
      'apply VERLOPEN10',
      'logged VERLOPEN10',
      'cookie DEF',
      'url null',
      'restore DEF',
      'cart reloaded',
    ]);
    expect(code(actor)).toBe('DEF');
    expect(actor.getSnapshot().matches({ flow: 'settled' })).toBe(true);
    expect(selectFieldRefusal(actor.getSnapshot())).toMatchObject({ code: 'VERLOPEN10', reason: 'expired', typed: true });
    // Said on the cart page, so no notice as well.
    expect(selectUntoldRefusal(actor.getSnapshot())).toBeNull();
  });

  test('an applied campaign code stays after a refused one; the minimum comes with the reason', async () => {
    const { actor, log } = startWith({ cookieCoupon: 'SPRING', defaultCoupon: 'DEF' }, { HERFST50: refused('min-subtotal', { min_subtotal: 250 }) });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    actor.send({ type: 'coupon.apply', code: 'HERFST50' });
    await flush();
    expect(code(actor)).toBe('SPRING');
    expect(log.slice(-2)).toEqual(['restore SPRING', 'cart reloaded']);
    expect(selectFieldRefusal(actor.getSnapshot())).toMatchObject({ reason: 'min-subtotal', min_subtotal: 250 });
    // The badge belongs to the code put back, never to the refused one.
    expect(selectDiscounts(actor.getSnapshot())).toEqual(FIFTEEN);
  });

  test('while the earlier code is being put back the cart is busy and nothing is told yet', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const machine = couponMachine.provide({
      actors: {
        applyCoupon: fromPromise(async ({ input: request }) => {
          if (request.code === 'BAD') throw refused('unknown');
          return true;
        }),
        restoreCoupon: fromPromise(async (): Promise<unknown> => {
          await held;
          return true;
        }),
        loadDiscounts: fromPromise(async (): Promise<Discount[]> => []),
      },
      actions: { persistCoupon: () => {}, updateCouponUrl: () => {}, logCouponFailure: () => {}, logDiscountsFailure: () => {}, notifyCartChanged: () => {} },
    });
    const actor = createActor(machine, { input: { urlCoupon: 'BAD', cookieCoupon: 'SPRING' } }).start();
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'restoring' })).toBe(true);
    expect(selectIsApplying(actor.getSnapshot())).toBe(true);
    expect(selectUntoldRefusal(actor.getSnapshot())).toBeNull();
    release();
    await flush();
    expect(selectUntoldRefusal(actor.getSnapshot())).toMatchObject({ code: 'BAD', reason: 'unknown', typed: false });
  });

  test('a refused link code keeps the code of the cookie, is told once, and leaves the URL', async () => {
    const { actor, log } = startWith({ urlCoupon: 'VERLOPEN10', cookieCoupon: 'SPRING', defaultCoupon: 'DEF' }, { VERLOPEN10: refused('expired') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(code(actor)).toBe('SPRING');
    expect(log).toContain('url SPRING');
    expect(selectFieldRefusal(actor.getSnapshot())).toBeNull();
    expect(selectUntoldRefusal(actor.getSnapshot())).toMatchObject({ code: 'VERLOPEN10', reason: 'expired' });
    actor.send({ type: 'refusal.told' });
    expect(selectUntoldRefusal(actor.getSnapshot())).toBeNull();
  });

  test('a link code refused without a cookie code puts the default back', async () => {
    const { actor } = startWith({ urlCoupon: 'NOPE', defaultCoupon: 'DEF' }, { NOPE: refused('unknown') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(code(actor)).toBe('DEF');
    expect(selectUntoldRefusal(actor.getSnapshot())?.reason).toBe('unknown');
  });

  test('when the earlier code is refused too the default is tried, and only then none', async () => {
    const both = startWith({ urlCoupon: 'X', cookieCoupon: 'SPRING', defaultCoupon: 'DEF' }, { X: refused('unknown'), SPRING: refused('expired') });
    both.actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(both.log.filter((line) => /^(apply|restore) /.test(line))).toEqual(['apply X', 'restore SPRING', 'restore DEF']);
    expect(code(both.actor)).toBe('DEF');
    // Only the code the shopper came with is reported, not the earlier one that failed on the way back.
    expect(selectUntoldRefusal(both.actor.getSnapshot())).toMatchObject({ code: 'X', reason: 'unknown' });
    const all = startWith(
      { urlCoupon: 'X', cookieCoupon: 'SPRING', defaultCoupon: 'DEF' },
      { X: refused('unknown'), SPRING: refused('expired'), DEF: refused('not-valid') },
    );
    all.actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(code(all.actor)).toBe('');
    expect(all.log.slice(-3)).toEqual(['cookie ', 'url null', 'cart reloaded']);
  });

  test('without a default, an earlier code refused too leaves none: nothing more is sent, the failure is logged, the cart is free again', async () => {
    const { actor, log } = startWith({ urlCoupon: 'X', cookieCoupon: 'SPRING' }, { X: refused('unknown'), SPRING: refused('expired') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(requests(log)).toEqual(['apply X', 'restore SPRING']);
    expect(code(actor)).toBe('');
    expect(log.slice(-4)).toEqual(['logged SPRING', 'cookie ', 'url null', 'cart reloaded']);
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
    expect(selectUntoldRefusal(actor.getSnapshot())).toMatchObject({ code: 'X', reason: 'unknown' });
  });

  test('a link without a code (only spaces) is no code: a refused cookie code puts the default back', async () => {
    const { actor, log } = startWith({ urlCoupon: '  ', cookieCoupon: 'SPRING', defaultCoupon: 'DEF' }, { SPRING: refused('expired') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(requests(log)).toEqual(['apply SPRING', 'restore DEF']);
    expect(code(actor)).toBe('DEF');
  });

  test('the cookie code put back after a refused link code is sent without surrounding spaces', async () => {
    const { actor, log } = startWith({ urlCoupon: 'X', cookieCoupon: ' SPRING ' }, { X: refused('unknown') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(requests(log)).toEqual(['apply X', 'restore SPRING']);
    expect(code(actor)).toBe('SPRING');
  });

  test('a code sent while the default is being put back, and refused, puts the default back again', async () => {
    const { actor, log, release } = startWith(
      { urlCoupon: 'X', cookieCoupon: 'SPRING', defaultCoupon: 'DEF' },
      { X: refused('unknown'), SPRING: refused('expired'), BAD: refused('unknown') },
      ['DEF'],
    );
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(selectIsApplying(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'coupon.apply', code: 'BAD' });
    await flush();
    release();
    await flush();
    expect(requests(log)).toEqual(['apply X', 'restore SPRING', 'restore DEF', 'apply BAD', 'restore DEF']);
    expect(code(actor)).toBe('DEF');
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
    expect(selectFieldRefusal(actor.getSnapshot())).toMatchObject({ code: 'BAD', reason: 'unknown' });
  });

  test('a refused default of its own is only logged (not the shopper’s code), and not tried again', async () => {
    const { actor, log } = startWith({ defaultCoupon: 'DEF' }, { DEF: refused('not-valid') });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(log.filter((line) => /^(apply|restore) /.test(line))).toEqual(['apply DEF']);
    expect(code(actor)).toBe('');
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  test('a check that failed is "try again", a refusal without a reason is "cannot be used"; the earlier code is put back either way', async () => {
    const { actor } = startWith(
      { defaultCoupon: 'DEF' },
      { NET: { code: 'network', text: 'Failed to fetch' }, ODD: { code: 'coupon.rejected', status: 400, text: 'Could not apply coupon' } },
    );
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    actor.send({ type: 'coupon.apply', code: 'NET' });
    await flush();
    expect(selectFieldRefusal(actor.getSnapshot())?.reason).toBe('failed');
    expect(code(actor)).toBe('DEF');
    actor.send({ type: 'coupon.apply', code: 'ODD' });
    await flush();
    expect(selectFieldRefusal(actor.getSnapshot())?.reason).toBe('not-valid');
    expect(code(actor)).toBe('DEF');
  });

  test('a code sent while the earlier one is being put back wins: it is sent, and the cart is free once it is on', async () => {
    const { actor, log } = startWith({ cookieCoupon: 'SPRING' }, { BAD: refused('unknown') }, ['SPRING']);
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    actor.send({ type: 'coupon.apply', code: 'BAD' });
    await flush();
    // SPRING is being put back (held): the shopper sends another code meanwhile.
    expect(selectIsApplying(actor.getSnapshot())).toBe(true);
    log.length = 0;
    actor.send({ type: 'coupon.apply', code: 'AUTUMN' });
    await flush();
    expect(log).toEqual(['cookie AUTUMN', 'url AUTUMN', 'apply AUTUMN', 'cart reloaded']);
    expect(code(actor)).toBe('AUTUMN');
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
    expect(selectFieldRefusal(actor.getSnapshot())).toBeNull();
  });
});

describe('a cart that is replaced or re-read (issue 24 item 5)', () => {
  test('the code is applied again to a new cart (the old one was replaced by an add), and the new cart is read again', async () => {
    const { actor, log } = start({ cookieCoupon: 'SPRING' });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    log.length = 0;
    actor.send({ type: 'cart.attach', cartId: 'c2' });
    expect(selectIsApplying(actor.getSnapshot())).toBe(true);
    await flush();
    expect(log).toEqual(['apply c2 SPRING', 'cart reloaded']);
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c2', couponCode: 'SPRING' });
  });

  /** Restores to cart c1 (and, for the code HOLD, applies to it) wait until released; c2 answers at once; BOGUS is refused. */
  function startHeld(input: CouponInput) {
    const sent: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = (name: string) =>
      fromPromise<unknown, ApplyCouponInput>(async ({ input: request }) => {
        sent.push(`${name} ${request.cartId} ${request.code}`);
        if (request.code === 'BOGUS') throw { message: 'The coupon code is not valid', status: 404 };
        if (request.cartId === 'c1' && (name === 'restore' || request.code === 'HOLD')) await held;
        return true;
      });
    const machine = couponMachine.provide({
      actors: { applyCoupon: answer('apply'), restoreCoupon: answer('restore'), loadDiscounts: fromPromise(async () => FIFTEEN) },
      actions: { persistCoupon: () => {}, updateCouponUrl: () => {}, notifyCartChanged: () => {}, logCouponFailure: () => {}, logDiscountsFailure: () => {} },
    });
    return { actor: createActor(machine, { input }).start(), sent, release };
  }

  test('a new cart that arrives while the code is applied to the old one gets the code; the old answer counts for nothing', async () => {
    const { actor, sent, release } = startHeld({ cookieCoupon: 'HOLD' });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    actor.send({ type: 'cart.attach', cartId: 'c2' });
    await flush();
    release();
    await flush();
    expect(sent).toEqual(['apply c1 HOLD', 'apply c2 HOLD']);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c2', couponCode: 'HOLD', fallbackCode: 'HOLD' });
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
  });

  test('a new cart while the earlier code is being put back gets that code', async () => {
    const { actor, sent } = startHeld({ cookieCoupon: 'SPRING' });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    actor.send({ type: 'coupon.apply', code: 'BOGUS' });
    await flush();
    expect(sent).toEqual(['apply c1 SPRING', 'apply c1 BOGUS', 'restore c1 SPRING']);
    expect(selectIsApplying(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.attach', cartId: 'c2' });
    await flush();
    expect(sent.at(-1)).toBe('restore c2 SPRING');
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c2', couponCode: 'SPRING', fallbackCode: 'SPRING' });
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
  });

  test('without a code a new cart gets nothing sent and nothing is busy', async () => {
    const { actor, log } = start({});
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    actor.send({ type: 'cart.attach', cartId: 'c2' });
    await flush();
    expect(log.filter((line) => line.startsWith('apply'))).toEqual([]);
    expect(actor.getSnapshot().context.cartId).toBe('c2');
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
  });

  test('a cart attached without a code, or already carrying the code, gets the code the shopper sends next', async () => {
    const none = start({});
    none.actor.send({ type: 'cart.attach', cartId: 'c1' });
    none.actor.send({ type: 'coupon.apply', code: 'SPRING' });
    await flush();
    expect(none.log.filter((line) => line.startsWith('apply'))).toEqual(['apply c1 SPRING']);
    const carried = start({ cookieCoupon: 'SPRING' });
    carried.actor.send({ type: 'cart.attach', cartId: 'c1', appliedCode: 'SPRING' });
    carried.actor.send({ type: 'coupon.apply', code: 'AUTUMN' });
    expect(selectIsApplying(carried.actor.getSnapshot())).toBe(true);
    await flush();
    expect(carried.log.filter((line) => line.startsWith('apply'))).toEqual(['apply c1 AUTUMN']);
  });

  test('a cart the page was rendered with that already carries the code is not sent it again (any letter case); one with another code is', async () => {
    const { actor, log } = start({ cookieCoupon: 'SPRING' });
    actor.send({ type: 'cart.attach', cartId: 'c1', appliedCode: 'spring' });
    await flush();
    expect(log.filter((line) => line.startsWith('apply'))).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c1', fallbackCode: 'SPRING' });
    const other = start({ cookieCoupon: 'SPRING' });
    other.actor.send({ type: 'cart.attach', cartId: 'c1', appliedCode: 'AUTUMN' });
    await flush();
    expect(other.log.filter((line) => line.startsWith('apply'))).toEqual(['apply c1 SPRING']);
  });
});
