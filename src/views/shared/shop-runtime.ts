// The slot through which views reach the shop's root actors (cart, coupon) and its provided machines. The
// runtime itself (src/shop-runtime.ts: xstate, ky, js-cookie) is loaded on demand by the browser entry, so a
// marketing page's first render carries none of it; on the server the slot stays empty.
import { useEffect } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import type { ShopConfig } from '../../lib/api/shop-api';
import type { cartMachine } from '../../machines/cart/cart.machine';
import type { couponMachine } from '../../machines/coupon/coupon.machine';
import type { ShopEffects } from '../../machines/shop-effects';
import type { providePaymentReturnMachine } from '../../machines/payment-return/payment-return.live';
import type { provideProductLoadingMachine } from '../../machines/product-loading/product-loading.live';
import { useSelector, type Readable } from './use-selector';

export interface ShopMachines {
  productLoading: ReturnType<typeof provideProductLoadingMachine>;
  paymentReturn: ReturnType<typeof providePaymentReturnMachine>;
}

export interface ShopRuntime {
  cart: ActorRefFrom<typeof cartMachine>;
  coupon: ActorRefFrom<typeof couponMachine>;
  /** Machines with their live effects; views start them with useActorRef(machine, { input, inspect }). */
  machines: ShopMachines;
  /** For view-level machines that need effects of their own (a `*.live.ts` binding takes these). */
  effects: ShopEffects;
  config: ShopConfig;
  /** The development inspector's observer (undefined in production); pass it to useActorRef. */
  inspect: ((event: InspectionEvent) => void) | undefined;
}

type Loader = () => Promise<ShopRuntime>;

let loader: Loader | null = null;
let pending: Promise<ShopRuntime> | null = null;
let current: ShopRuntime | null = null;
const listeners = new Set<() => void>();

/** Called once by the browser entry with the function that creates the runtime. */
export function registerShopRuntime(load: Loader): void {
  loader = load;
}

/** Starts the runtime (once); resolves when the root actors run. Never resolves on the server. */
export function loadShopRuntime(): Promise<ShopRuntime> {
  if (pending) return pending;
  if (!loader) return new Promise(() => {});
  pending = loader().then(
    (runtime) => {
      current = runtime;
      for (const listener of listeners) listener();
      return runtime;
    },
    (error: unknown) => {
      // A failed chunk or config request may be retried by the next caller.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The slot as a store shaped like an actor, read with the views' one useSelector. */
const runtimeSlot: Readable<ShopRuntime | null> = {
  getSnapshot: () => current,
  subscribe: ({ next }) => {
    const listener = () => next(current);
    listeners.add(listener);
    return { unsubscribe: () => void listeners.delete(listener) };
  },
};
const selectRuntime = (runtime: ShopRuntime | null) => runtime;

/**
 * The running shop runtime, or null while it loads (and always during server rendering).
 * With `load` (the default) the component asks for it; the header badge passes false and waits.
 */
export function useShopRuntime({ load = true }: { load?: boolean } = {}): ShopRuntime | null {
  const runtime = useSelector(runtimeSlot, selectRuntime, { absent: null });
  useEffect(() => {
    if (load && !runtime) loadShopRuntime().catch(() => {});
  }, [load, runtime]);
  return runtime;
}

