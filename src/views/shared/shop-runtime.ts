// The slot through which views reach the shop's root actors (cart, coupon, the cart page's payment return) and its
// provided machines. The runtime itself (src/shop-runtime.ts: xstate, ky, js-cookie) is loaded on demand by the
// browser entry (for the shop's pages, or a returning shopper's cart), so a marketing page's first render carries
// none of it; on the server the slot stays empty.
import type { ActorRefFrom } from 'xstate';
import type { ShopConfig } from '../../lib/api/shop-api';
import type { PageId } from '../../locales/paths';
import type { cartMachine } from '../../machines/cart/cart.machine';
import type { couponMachine } from '../../machines/coupon/coupon.machine';
import type { ShopEffects } from '../../machines/shop-effects';
import type { providePaymentReturnMachine } from '../../machines/payment-return/payment-return.live';
import type { provideProductLoadingMachine } from '../../machines/product-loading/product-loading.live';
import { useSelector, type Readable } from './use-selector';

export interface ShopMachines {
  productLoading: ReturnType<typeof provideProductLoadingMachine>;
}

export type PaymentReturnActor = ActorRefFrom<ReturnType<typeof providePaymentReturnMachine>>;

export interface ShopRuntime {
  cart: ActorRefFrom<typeof cartMachine>;
  coupon: ActorRefFrom<typeof couponMachine>;
  /**
   * The payment return of the current visit of the cart page (spec §4: it processes a ?payment= return, or resets the
   * cart), started and stopped by the wiring as the cart page opens and closes; null elsewhere.
   */
  paymentReturn: Readable<PaymentReturnActor | null>;
  /** Machines with their live effects; views start them with useInspectedActorRef(machine, { input }). */
  machines: ShopMachines;
  /** For view-level machines that need effects of their own (a `*.live.ts` binding takes these). */
  effects: ShopEffects;
  config: ShopConfig;
}

/** The value of a slot (the runtime's, or the cart page's payment return): the slot holds nothing else. */
export const selectSlot = <T>(value: T): T => value;

/** A value that changes, as a store shaped like an actor (read with the views' one useSelector). */
export interface Slot<T> extends Readable<T> {
  set(value: T): void;
}

export function createSlot<T>(initial: T): Slot<T> {
  let value = initial;
  const observers = new Set<(value: T) => void>();
  return {
    getSnapshot: () => value,
    subscribe: ({ next }) => {
      observers.add(next);
      return { unsubscribe: () => void observers.delete(next) };
    },
    set: (next) => {
      value = next;
      for (const observer of [...observers]) observer(value);
    },
  };
}

const runtimeSlot = createSlot<ShopRuntime | null>(null);

type Loader = () => Promise<ShopRuntime>;

let loader: Loader | null = null;
let pending: Promise<ShopRuntime> | null = null;

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
      runtimeSlot.set(runtime);
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

/** The pages that run the shop runtime: the wiring starts it when one of them is shown. */
const SHOP_RUNTIME_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'shop',
  'shop-product',
  'shop-cart',
  'shop-checkout',
  'shop-confirmed',
  'configurator',
  'configurator-model',
]);

export function needsShopRuntime(pageId: PageId | null): boolean {
  return pageId !== null && SHOP_RUNTIME_PAGES.has(pageId);
}

/** The shop runtime if it runs already (outside React: a login's cart switch, a logout), never starting it. */
export function runningShopRuntime(): ShopRuntime | null {
  return selectSlot(runtimeSlot.getSnapshot());
}

/** The running shop runtime, or null until the wiring has started it (and always during server rendering). */
export function useShopRuntime(): ShopRuntime | null {
  return useSelector(runtimeSlot, selectSlot<ShopRuntime | null>, { absent: null });
}
