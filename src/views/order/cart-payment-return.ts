// The cart page's payment-return actor, started without putting xstate into the cart's first render: xstate
// arrives with the shop runtime, so createActor is taken from there (an already loaded chunk) once the runtime
// runs.
import { useEffect, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ShopMachines, ShopRuntime } from '../shared/shop-runtime';

export type PaymentReturnActor = ActorRefFrom<ShopMachines['paymentReturn']>;
export type PaymentReturnSnapshot = SnapshotFrom<ShopMachines['paymentReturn']>;

/**
 * Starts the payment-return machine once per visit of the cart (spec §4: with ?payment= it processes the return,
 * without it it resets the cart) and stops it when the page goes. Null until it runs.
 */
export function usePaymentReturn(runtime: ShopRuntime, paymentToken: string | null): PaymentReturnActor | null {
  const [actor, setActor] = useState<PaymentReturnActor | null>(null);
  useEffect(() => {
    let left = false;
    let started: PaymentReturnActor | null = null;
    void import('xstate').then(({ createActor }) => {
      if (left) return;
      const { cookies } = runtime.effects;
      started = createActor(runtime.machines.paymentReturn, {
        input: { paymentToken, cartId: cookies.get('cartId'), orderId: cookies.get('orderId'), sessionPaymentToken: cookies.get('paymentToken') },
        inspect: runtime.inspect,
      });
      started.start();
      setActor(started);
    });
    return () => {
      left = true;
      started?.stop();
    };
    // One actor per visit: the token is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime]);
  return actor;
}
