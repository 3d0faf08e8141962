import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { couponMachine, type CouponInput } from './coupon.machine.ts';
import { formatDiscount } from './coupon.selectors.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: CouponInput, rejects: string[] = []) {
  const log: string[] = [];
  const machine = couponMachine.provide({
    actors: {
      applyCoupon: fromPromise(async ({ input: request }) => {
        log.push(`apply ${request.cartId} ${request.code}`);
        if (rejects.includes(request.code)) throw { message: 'The coupon code is not valid', status: 404 };
        return true;
      }),
    },
    actions: {
      persistCoupon: (_, params) => log.push(`cookie ${params.code}`),
      updateCouponUrl: (_, params) => log.push(`url ${params.coupon}`),
      logCouponFailure: () => log.push('logged'),
      notifyCouponApplied: () => log.push('applied'),
    },
  });
  return { actor: createActor(machine, { input }).start(), log };
}

describe('coupon machine', () => {
  test('the code comes from the URL, else the cookie, else the default', () => {
    expect(start({ urlCoupon: 'URL', cookieCoupon: 'COOKIE', defaultCoupon: 'DEF' }).actor.getSnapshot().context.couponCode).toBe('URL');
    expect(start({ urlCoupon: '', cookieCoupon: 'COOKIE', defaultCoupon: 'DEF' }).actor.getSnapshot().context.couponCode).toBe('COOKIE');
    expect(start({ urlCoupon: null, cookieCoupon: null, defaultCoupon: 'DEF' }).actor.getSnapshot().context.couponCode).toBe('DEF');
    expect(start({}).actor.getSnapshot().context.couponCode).toBe('');
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
    expect(log).toEqual(['apply c1 SPRING', 'applied', 'cookie DEF', 'url null', 'apply c1 DEF', 'applied']);
  });

  test('a rejected code is cleared and only logged', async () => {
    const { actor, log } = start({ urlCoupon: 'BOGUS' }, ['BOGUS']);
    log.length = 0;
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    await flush();
    expect(actor.getSnapshot().context.couponCode).toBe('');
    expect(actor.getSnapshot().value).toBe('settled');
    expect(log).toEqual(['apply c1 BOGUS', 'logged', 'cookie ', 'url null']);
  });

  test('a code saved while another is being applied wins', async () => {
    const { actor, log } = start({ urlCoupon: 'A' });
    actor.send({ type: 'cart.attach', cartId: 'c1' });
    actor.send({ type: 'coupon.apply', code: 'B' });
    await flush();
    expect(log.filter((line) => line === 'applied')).toHaveLength(1);
    expect(actor.getSnapshot().context.couponCode).toBe('B');
  });

  test('without a cart nothing is applied', () => {
    const { actor, log } = start({});
    actor.send({ type: 'coupon.apply', code: 'X' });
    expect(log.some((line) => line.startsWith('apply'))).toBe(false);
    expect(actor.getSnapshot().value).toBe('detached');
  });
});

describe('discount display', () => {
  test.each([
    [[], null],
    [[{ discount_type: 'percent', discount_amount: 10 }], '10%'],
    [[{ discount_type: 'number', discount_amount: 50 }], '€50'],
    [[{ discount_type: 'percent', discount_amount: 10 }, { discount_type: 'percent', discount_amount: 15 }], '15%'],
    [[{ discount_type: 'percent', discount_amount: 40 }, { discount_type: 'number', discount_amount: 5 }], '€5'],
    [[{ discount_type: 'number', discount_amount: 5 }, { discount_type: 'number', discount_amount: 25.5 }], '€25.5'],
    [[{ discount_type: 'number', discount_amount: 0 }, { discount_type: 'percent', discount_amount: 12.5 }], '12.5%'],
  ] as const)('%j shows %s', (discounts, label) => {
    expect(formatDiscount(discounts as never)).toBe(label);
  });
});
