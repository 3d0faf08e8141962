// The cart machine bound to the shop API and cookies (effects injected as DESIGN §7 describes).
import { fromPromise } from 'xstate';
import type { CartSession, CartSnapshot } from './cart.types';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import type { ShopEffects } from '../shop-effects';
import { toShopProducts } from '../product-loading/products';
import { cartMachine } from './cart.machine';
import { cartOperationMachine, type AddItemInput, type RemoveItemInput, type UpdateItemInput } from './cart-operation.machine';

export function provideCartMachine(effects: ShopEffects) {
  const { api, cookies } = effects;
  const applyOperation = cartOperationMachine.provide({
    actors: {
      createCart: fromPromise<string, void>(() => api.createCart()),
      addItem: fromPromise<unknown, AddItemInput>(({ input }) => api.addItem(input.cartId, input.item)),
      updateItem: fromPromise<unknown, UpdateItemInput>(({ input }) => api.updateItem(input.cartId, input.item_id, input.qty)),
      removeItem: fromPromise<unknown, RemoveItemInput>(({ input }) => api.removeItem(input.cartId, input.itemId)),
    },
    actions: {
      persistCartId: (_, params: { cartId: string }) => cookies.set('cartId', params.cartId),
      clearSession: () => cookies.clearSession(),
      showToast: (_, params) => effects.toast(params),
    },
  });
  return cartMachine.provide({
    actors: {
      applyOperation,
      readSession: fromPromise<CartSession, void>(async () => cookies.readSession()),
      loadCart: fromPromise<CartSnapshot, { cartId: string }>(({ input }) => api.loadCart(input.cartId)),
      loadItemProducts: fromPromise<Product[], { skus: string[] }>(async ({ input }) => {
        if (input.skus.length === 0) return [];
        const answer = await api.products({ sku: input.skus });
        return answer.success && answer.data ? toShopProducts(answer.data.items) : [];
      }),
      loadPaymentMethods: fromPromise<PaymentMethod[], { cartId: string }>(({ input }) => api.paymentMethods(input.cartId)),
    },
    actions: { clearSession: () => cookies.clearSession(), persistCartId: (_, params: { cartId: string }) => cookies.set('cartId', params.cartId) },
  });
}
