// The coupon machine bound to the shop API, the couponCode cookie and the URL.
import { fromPromise } from 'xstate';
import type { ShopEffects } from '../shop-effects';
import { couponMachine, type ApplyCouponInput } from './coupon.machine';

export function provideCouponMachine(effects: ShopEffects) {
  return couponMachine.provide({
    actors: {
      applyCoupon: fromPromise<unknown, ApplyCouponInput>(({ input }) => effects.api.applyCoupon(input.cartId, input.code)),
    },
    actions: {
      persistCoupon: (_, params: { code: string }) => effects.cookies.set('couponCode', params.code),
      updateCouponUrl: (_, params: { coupon: string | null }) => effects.navigation.replaceCouponParam(params.coupon),
      // Spec §8: a rejected coupon is only logged, never shown.
      logCouponFailure: (_, params: { message: string; code: string }) => effects.warn(params.message, { code: params.code }),
      notifyCouponApplied: () => effects.reloadCart(),
    },
  });
}
