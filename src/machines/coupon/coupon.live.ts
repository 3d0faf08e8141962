// The coupon machine bound to the shop API, the couponCode cookie and the URL.
import { fromPromise } from 'xstate';
import type { Discount } from '../../../common/contract/coupon.schema';
import type { ShopEffects } from '../shop-effects';
import { couponMachine, type ApplyCouponInput, type LoadDiscountsInput } from './coupon.machine';
import { discountsOf } from './coupon.rules';

export function provideCouponMachine(effects: ShopEffects) {
  return couponMachine.provide({
    actors: {
      applyCoupon: fromPromise<unknown, ApplyCouponInput>(({ input }) => effects.api.applyCoupon(input.cartId, input.code)),
      restoreCoupon: fromPromise<unknown, ApplyCouponInput>(({ input }) => effects.api.applyCoupon(input.cartId, input.code)),
      // discountsOf keeps only well-formed discounts.
      loadDiscounts: fromPromise<Discount[], LoadDiscountsInput>(async ({ input }) => discountsOf(await effects.api.couponDiscounts(input.code))),
    },
    actions: {
      persistCoupon: (_, params: { code: string }) => effects.cookies.set('couponCode', params.code),
      updateCouponUrl: (_, params: { coupon: string | null }) => effects.navigation.replaceCouponParam(params.coupon),
      // The shopper is told why through the machine's refusal (views/shop/coupon-refusal.tsx); the log keeps the code.
      logCouponFailure: (_, params: { message: string; code: string }) => effects.warn(params.message, { code: params.code }),
      // A badge that cannot be loaded is simply not shown.
      logDiscountsFailure: (_, params: { message: string; code: string }) => effects.warn(params.message, { code: params.code }),
      notifyCartChanged: () => effects.reloadCart(),
    },
  });
}
